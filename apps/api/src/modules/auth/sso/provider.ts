import * as oidc from "openid-client";
import { SSO_MESSAGES } from "@care/contracts";
import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../../errors.js";
import type { PendingFlow } from "./flow-store.js";
import { SsoRefusal } from "./refusal.js";
import { ssoText, type SsoSettings } from "./settings.js";

/** What the provider says about the person, from the verified ID token (and its userinfo where that lacks it). */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  /** isVerified below. */
  emailVerified: boolean;
}

export interface SsoProvider {
  /** A new attempt: its secrets and the provider's address to send the browser to. */
  begin(): Promise<{ url: string; flow: PendingFlow }>;
  /** Checks the provider's answer against the attempt and exchanges the code (with the PKCE verifier). */
  finish(query: string, flow: PendingFlow): Promise<ProviderIdentity>;
}

/** The claims about the email, from the ID token or from userinfo. */
type EmailClaims = Readonly<Record<string, unknown>>;

/**
 * Whether the provider vouches for the email: `email_verified` is the boolean true. Microsoft Entra ID never sends
 * `email_verified` for its organisational accounts; in its place, and only when `email_verified` is absent, its
 * optional claim `xms_edov` ("email domain owner verified": the tenant has proven it owns the address's domain) as
 * the boolean true counts (docs/sso.md "Microsoft Entra ID"). Anything else (false, the string "true", missing)
 * is not a verification.
 */
export function isVerified(claims: EmailClaims): boolean {
  if (claims.email_verified !== undefined) return claims.email_verified === true;
  return claims.xms_edov === true;
}

/** "openid" for the ID token, "email" for the email and email_verified claims: nothing else is asked. */
const SCOPE = "openid email";

export function createSsoProvider(settings: SsoSettings, log: FastifyBaseLogger): SsoProvider {
  const text = (template: string, values: Record<string, string> = {}): string =>
    ssoText(template, { label: settings.label, ...values });

  // Discovered on first use, not at start-up: the API starts (and password sign-in works) while the provider is
  // down. A failed discovery is forgotten, so the next attempt asks again.
  let discovered: Promise<oidc.Configuration> | null = null;
  async function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc.discovery(
      settings.issuer,
      settings.clientId,
      undefined,
      // HTTP Basic: the one client authentication every provider must accept (RFC 6749 §2.3.1); Entra ID, Okta and
      // Google all do, and Okta's web apps are registered with it by default.
      oidc.ClientSecretBasic(settings.clientSecret),
      settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    try {
      return await discovered;
    } catch (err) {
      discovered = null;
      log.error({ err, issuer: settings.issuer.href }, "single sign-on: provider discovery failed");
      throw new AppError("UNAVAILABLE", text(SSO_MESSAGES.unavailable));
    }
  }

  return {
    async begin(): Promise<{ url: string; flow: PendingFlow }> {
      const config = await configuration();
      const flow: PendingFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: "code",
        scope: SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, flow };
    },

    async finish(query: string, flow: PendingFlow): Promise<ProviderIdentity> {
      const config = await configuration();
      // The answer as it reached the login page: the registered redirect address with the provider's parameters.
      const current = new URL(settings.redirectUri);
      for (const [k, v] of new URLSearchParams(query)) current.searchParams.append(k, v);
      const answer = current.searchParams;
      // Checked here too (openid-client checks it again) to tell the person what went wrong, in our words.
      if (answer.get("state") !== flow.state) {
        throw new SsoRefusal("state_mismatch", "UNAUTHORIZED", text(SSO_MESSAGES.stateMismatch));
      }
      const error = answer.get("error");
      if (error) {
        // RFC 6749's error codes are printable ASCII; anything else is dropped before it reaches a message or the log.
        const providerError = error.replace(/[^\x20-\x7e]/g, "").slice(0, 100);
        throw new SsoRefusal(
          "provider_error",
          "UNAUTHORIZED",
          text(SSO_MESSAGES.providerRefused, { error: providerError }),
          {
            providerError,
          },
        );
      }

      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        log.warn({ err }, "single sign-on: the provider's answer was not accepted");
        throw new SsoRefusal("exchange_failed", "UNAUTHORIZED", text(SSO_MESSAGES.failed));
      }
      // idTokenExpected: a verified ID token (issuer, audience, signature, nonce) is there, or the grant threw.
      const claims = tokens.claims();
      if (!claims) throw new SsoRefusal("exchange_failed", "UNAUTHORIZED", text(SSO_MESSAGES.failed));
      let source: EmailClaims = claims as EmailClaims;
      if (claims.email === undefined || (claims.email_verified === undefined && claims.xms_edov === undefined)) {
        // Some providers (Okta's org authorization server, for one) put email only in userinfo. The claims are taken
        // from one source, so a verification never vouches for an address from the other.
        try {
          const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
          if (info.email !== undefined) source = info as EmailClaims;
        } catch (err) {
          log.warn({ err }, "single sign-on: userinfo not available");
        }
      }
      const email = source.email;
      return {
        subject: claims.sub,
        email: typeof email === "string" && email.trim() !== "" ? email.trim().toLowerCase() : null,
        emailVerified: isVerified(source),
      };
    },
  };
}
