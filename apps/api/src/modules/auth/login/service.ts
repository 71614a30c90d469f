import { AUTH_MESSAGES, authRoutes } from "@care/contracts";
import { unauthorized } from "../../../errors.js";
import { mfaCodeMail } from "../../../mail/templates.js";
import { assertPortalAccount, portalUserInclude, type PortalUser } from "../claims.js";
import type { ClientMeta, CognitoDeps, TokenPair } from "../deps.js";
import type { Lockout } from "../lockout.js";
import type { OtpService } from "../otp/service.js";
import { CODE_POLICY } from "../otp/service.js";
import { verifyAgainstDummy, verifyPassword } from "../password-hashing.js";
import type { SessionService } from "../session/service.js";

export type LoginResult = { kind: "mfa_required" } | { kind: "tokens"; tokens: TokenPair };

export interface LoginService {
  withPassword(email: string, password: string, meta: ClientMeta): Promise<LoginResult>;
  withMfaCode(email: string, code: string, meta: ClientMeta): Promise<TokenPair>;
}

interface LoginDeps {
  sessions: SessionService;
  otp: OtpService;
  lockout: Lockout;
}

/**
 * Sign-in (spec 1 §4). The password is checked before anything about the account is revealed: lockout is
 * the only answer given without it, and it is given for unknown emails too. Inactive, caregiver-only and
 * unknown-role accounts learn their 403 only with the right password.
 */
export function createLoginService(deps: CognitoDeps, { sessions, otp, lockout }: LoginDeps): LoginService {
  const { prisma, mailer, log } = deps;
  const guess = (meta: ClientMeta) => ({ ip: meta.ip, requestId: meta.requestId, route: authRoutes.login.path });
  const findUser = (email: string): Promise<PortalUser | null> =>
    prisma.staffUser.findUnique({ where: { email }, include: portalUserInclude });

  return {
    async withPassword(email: string, password: string, meta: ClientMeta): Promise<LoginResult> {
      const user = await findUser(email);
      await lockout.assertOpen(email, meta.ip);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !ok) {
        await lockout.recordFailure(email, user, guess(meta));
        log.info({ userId: user?.id ?? null, ip: meta.ip }, "sign-in failed");
        throw unauthorized(AUTH_MESSAGES.incorrectCredentials);
      }
      // With MFA the failure count is cleared only when the code is through too: otherwise each right password
      // would wipe out the wrong codes before it, and codes could be guessed without ever reaching the lockout.
      if (!user.isMfaEnabled) await lockout.recordSuccess(email, meta.ip);
      assertPortalAccount(user);

      if (user.isMfaEnabled) {
        const code = await otp.issue(user, "mfa");
        await mailer.send(mfaCodeMail(user.email, code, CODE_POLICY.mfa.ttlS / 60));
        return { kind: "mfa_required" };
      }
      log.info({ userId: user.id, ip: meta.ip }, "signed in");
      return { kind: "tokens", tokens: await sessions.start(user, meta) };
    },

    async withMfaCode(email: string, code: string, meta: ClientMeta): Promise<TokenPair> {
      const user = await findUser(email);
      await lockout.assertOpen(email, meta.ip);
      // A code exists only after a correct password (step one), so it proves both factors.
      if (!user || !user.isMfaEnabled || !(await otp.verify(user.id, ["mfa"], code))) {
        // A wrong code is a failed sign-in like a wrong password: it counts toward the account lockout (423).
        await lockout.recordFailure(email, user, guess(meta));
        log.info({ userId: user?.id ?? null, ip: meta.ip, mfa: true }, "sign-in failed");
        throw unauthorized(AUTH_MESSAGES.invalidMfa);
      }
      await lockout.recordSuccess(email, meta.ip);
      assertPortalAccount(user);
      log.info({ userId: user.id, ip: meta.ip, mfa: true }, "signed in");
      return sessions.start(user, meta);
    },
  };
}
