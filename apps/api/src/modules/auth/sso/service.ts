import { SSO_MESSAGES } from "@care/contracts";
import { AppError } from "../../../errors.js";
import { assertPortalAccount, portalUserInclude } from "../claims.js";
import type { ClientMeta, CognitoDeps, TokenPair } from "../deps.js";
import type { SessionService } from "../session/service.js";
import { auditSso } from "./audit.js";
import { createFlowStore } from "./flow-store.js";
import { createSsoProvider, type SsoProvider } from "./provider.js";
import { SsoRefusal } from "./refusal.js";
import { ssoSettings, ssoText, type SsoSettings } from "./settings.js";

export interface SsoService {
  /** Null when single sign-on is not configured: the routes answer 404 and the login page shows no button. */
  readonly settings: SsoSettings | null;
  /** A new attempt: the provider's address for the browser and the flow id for its cookie. */
  start(): Promise<{ authorizationUrl: string; flowId: string }>;
  /**
   * The provider's answer: the staff account of the verified email signs in with a new session, exactly as after
   * a password (sessions.start: same refresh-token family, same claims). Every outcome is audited.
   */
  finish(flowId: string | null, query: string, meta: ClientMeta): Promise<TokenPair>;
}

/**
 * Single sign-on (docs/sso.md). The provider proves who the person is; the portal decides what they may do: the
 * account is the existing staff account whose email equals the provider's verified email (never created here),
 * and every rule of a password sign-in about the account (active, a portal role) applies. The provider's own
 * second factor replaces the mailed MFA code, and password lock-outs do not apply (no password is tried).
 */
export function createSsoService(deps: CognitoDeps, sessions: SessionService): SsoService {
  const settings = ssoSettings(deps.config);
  const flows = createFlowStore(deps.redis, deps.config.QUEUE_PREFIX);
  const provider: SsoProvider | null = settings ? createSsoProvider(settings, deps.log) : null;
  const text = (template: string, values: Record<string, string> = {}): string =>
    ssoText(template, { label: settings?.label ?? "SSO", ...values });

  function configured(): { settings: SsoSettings; provider: SsoProvider } {
    if (!settings || !provider) throw new AppError("NOT_FOUND", SSO_MESSAGES.disabled);
    return { settings, provider };
  }

  async function signIn(flowId: string | null, query: string, meta: ClientMeta): Promise<TokenPair> {
    const { provider } = configured();
    const flow = flowId ? await flows.take(flowId) : null;
    if (!flow) throw new SsoRefusal("no_flow", "UNAUTHORIZED", text(SSO_MESSAGES.expired));
    const identity = await provider.finish(query, flow);

    const email = identity.email;
    if (!email) throw new SsoRefusal("no_email", "FORBIDDEN", text(SSO_MESSAGES.noEmail));
    if (!identity.emailVerified) {
      throw new SsoRefusal("email_unverified", "FORBIDDEN", text(SSO_MESSAGES.unverified, { email }), { email });
    }
    const user = await deps.prisma.staffUser.findUnique({ where: { email }, include: portalUserInclude });
    if (!user)
      throw new SsoRefusal("unknown_email", "FORBIDDEN", text(SSO_MESSAGES.unknownEmail, { email }), { email });
    let roles: string[];
    try {
      roles = assertPortalAccount(user);
    } catch (err) {
      // Disabled, caregiver-only or an unknown role: the same 403 and text as after a right password.
      const message = err instanceof Error ? err.message : String(err);
      throw new SsoRefusal("account_refused", "FORBIDDEN", message, { email, userId: user.id });
    }

    // "First login" asks for the person's own password in place of the invitation's; a person who proved who
    // they are at the organisation's provider has nothing to replace, so that step is over (docs/sso.md).
    const firstSignIn = user.isFirstLogin;
    if (firstSignIn) {
      await deps.prisma.staffUser.update({ where: { id: user.id }, data: { isFirstLogin: false } });
      user.isFirstLogin = false;
    }
    const tokens = await sessions.start(user, meta);
    deps.log.info({ userId: user.id, ip: meta.ip, sso: true }, "signed in");
    await auditSso(
      deps,
      settings?.issuer.href ?? "",
      { kind: "signed_in", user: { id: user.id, email, roles }, firstSignIn },
      meta,
    );
    return tokens;
  }

  return {
    settings,

    async start(): Promise<{ authorizationUrl: string; flowId: string }> {
      const { provider } = configured();
      const { url, flow } = await provider.begin();
      return { authorizationUrl: url, flowId: await flows.save(flow) };
    },

    async finish(flowId: string | null, query: string, meta: ClientMeta): Promise<TokenPair> {
      try {
        return await signIn(flowId, query, meta);
      } catch (err) {
        if (err instanceof SsoRefusal) {
          deps.log.info(
            { reason: err.reason, userId: err.detail.userId ?? null, ip: meta.ip },
            "single sign-on refused",
          );
          await auditSso(
            deps,
            settings?.issuer.href ?? "",
            { kind: "refused", status: err.status, reason: err.reason, ...err.detail },
            meta,
          );
        }
        throw err;
      }
    },
  };
}
