import { AUTH_MESSAGES, authRoutes, evaluatePassword } from "@care/contracts";
import type { OneTimeCodePurpose } from "@care/db";
import { badRequest, unauthorized } from "../../../errors.js";
import { mfaCodeMail, resetCodeMail } from "../../../mail/templates.js";
import { unlockAccount } from "../account-lock.js";
import type { CodeGuard } from "../code-guard.js";
import type { ClientMeta, CognitoDeps } from "../deps.js";
import { CODE_POLICY, type OtpService } from "../otp/service.js";
import { hashPassword, verifyPassword } from "../password-hashing.js";
import type { RevokeReason, SessionService } from "../session/service.js";

/** How many of the latest passwords (the current one included) may not be chosen again. */
export const PASSWORD_HISTORY_DEPTH = 5;
/** At most this many reset/OTP mails per account in MAIL_WINDOW_MS; more requests are silently dropped. */
const MAX_MAILS_PER_WINDOW = 5;
const MAIL_WINDOW_MS = 15 * 60_000;

export interface PasswordService {
  verifyCurrent(userId: string, password: string): Promise<boolean>;
  change(userId: string, oldPassword: string, newPassword: string): Promise<void>;
  /** Mails a reset code when the account exists; the caller answers the same in every case. */
  forgot(email: string): Promise<void>;
  reset(email: string, code: string, newPassword: string, meta: ClientMeta): Promise<void>;
  /** Mails a new code: a fresh MFA code while a sign-in waits for one, otherwise an OTP for reset-password. */
  resendOtp(email: string): Promise<void>;
}

interface PasswordDeps {
  sessions: SessionService;
  otp: OtpService;
  codeGuard: CodeGuard;
}

interface PasswordOwner {
  id: string;
  passwordHash: string | null;
}

function assertStrong(password: string): void {
  const validation = evaluatePassword(password);
  if (validation.valid) return;
  throw badRequest(
    AUTH_MESSAGES.weakPassword,
    validation.rules.filter((r) => !r.passed).map((r) => ({ field: "new_password", reason: r.label })),
  );
}

export function createPasswordService(deps: CognitoDeps, { sessions, otp, codeGuard }: PasswordDeps): PasswordService {
  const { prisma, mailer, config, log, access } = deps;

  /** The rules, then "not the current one", then "not one of the last five". */
  async function assertAcceptable(user: PasswordOwner, password: string): Promise<void> {
    assertStrong(password);
    if (user.passwordHash && (await verifyPassword(user.passwordHash, password))) {
      throw badRequest(AUTH_MESSAGES.sameAsOld);
    }
    const history = await prisma.passwordHistory.findMany({
      where: { userId: user.id },
      orderBy: { createdAt: "desc" },
      take: PASSWORD_HISTORY_DEPTH,
    });
    for (const h of history) {
      if (await verifyPassword(h.hash, password)) throw badRequest(AUTH_MESSAGES.reused);
    }
  }

  /**
   * Stores the new password, clears first-login, and ends every session, in one transaction; then publishes the
   * account's new access version (the trigger bumped it with the password), so every access token of the account,
   * the one that asked included, is refused from the next request on.
   */
  async function store(userId: string, password: string, reason: RevokeReason, codeId?: string): Promise<boolean> {
    const hash = await hashPassword(password);
    const stored = await prisma.$transaction(async (tx) => {
      if (codeId) {
        // The code is spent in the same transaction as the change: used once, and only for a change that happened.
        const spent = await tx.oneTimeCode.updateMany({
          where: { id: codeId, consumedAt: null },
          data: { consumedAt: new Date() },
        });
        if (spent.count === 0) return false;
      }
      await tx.staffUser.update({
        where: { id: userId },
        data: {
          passwordHash: hash,
          passwordCreatedAt: new Date(),
          isFirstLogin: false,
        },
      });
      // The history holds every password set through the API, newest first; only what the rule reads is kept.
      await tx.passwordHistory.create({ data: { userId, hash } });
      const keep = await tx.passwordHistory.findMany({
        where: { userId },
        orderBy: { createdAt: "desc" },
        take: PASSWORD_HISTORY_DEPTH,
        select: { id: true },
      });
      await tx.passwordHistory.deleteMany({ where: { userId, id: { notIn: keep.map((k) => k.id) } } });
      await sessions.endAll(userId, reason, tx);
      return true;
    });
    if (stored) await access.accountChanged(userId);
    return stored;
  }

  /**
   * A new password proves the owner (the mailed code, or the old password): the sign-in and code locks of the
   * account end with it, as they always did. A failure here is logged; the password is already changed.
   */
  async function clearLocks(user: { id: string; email: string }): Promise<void> {
    try {
      await unlockAccount(deps, user);
    } catch (err) {
      log.warn({ err, userId: user.id }, "locks not cleared after a password change");
    }
  }

  async function mailCode(user: { id: string; email: string }, purpose: OneTimeCodePurpose): Promise<void> {
    // While wrong codes have stopped code checks for the account, a new code could not be used anyway: none is sent.
    if (purpose !== "mfa" && (await codeGuard.isLocked(user.email))) {
      log.warn({ userId: user.id, purpose }, "code mail dropped: code checks locked");
      return;
    }
    const recent = await otp.countSince(user.id, purpose, new Date(Date.now() - MAIL_WINDOW_MS));
    if (recent >= MAX_MAILS_PER_WINDOW) {
      log.warn({ userId: user.id, purpose }, "code mail dropped: too many requests");
      return;
    }
    const code = await otp.issue(user, purpose);
    const minutes = CODE_POLICY[purpose].ttlS / 60;
    await mailer.send(
      purpose === "mfa"
        ? mfaCodeMail(user.email, code, minutes)
        : resetCodeMail(user.email, code, minutes, config.PUBLIC_URL),
    );
  }

  const activeUser = (email: string): Promise<{ id: string; email: string; passwordHash: string | null } | null> =>
    prisma.staffUser.findFirst({
      where: { email, isActive: true },
      select: { id: true, email: true, passwordHash: true },
    });

  const invalidCode = () => badRequest(AUTH_MESSAGES.invalidOtp, [{ field: "otp", reason: AUTH_MESSAGES.invalidOtp }]);

  return {
    async verifyCurrent(userId: string, password: string): Promise<boolean> {
      const user = await prisma.staffUser.findUnique({ where: { id: userId }, select: { passwordHash: true } });
      return user?.passwordHash ? verifyPassword(user.passwordHash, password) : false;
    },

    async change(userId: string, oldPassword: string, newPassword: string): Promise<void> {
      const user = await prisma.staffUser.findUnique({
        where: { id: userId },
        select: { id: true, email: true, passwordHash: true },
      });
      if (!user) throw unauthorized();
      // 400, not 401: a 401 would make the portal refresh the session instead of showing the message.
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw badRequest(AUTH_MESSAGES.incorrectOldPassword, [
          { field: "old_password", reason: AUTH_MESSAGES.incorrectOldPassword },
        ]);
      }
      await assertAcceptable(user, newPassword);
      if (await store(user.id, newPassword, "password_changed")) await clearLocks(user);
    },

    async forgot(email: string): Promise<void> {
      const user = await activeUser(email);
      if (user) await mailCode(user, "reset");
    },

    async reset(email: string, code: string, newPassword: string, meta: ClientMeta): Promise<void> {
      // Rules first: a weak password must not spend a guess of the code. The history checks come only after
      // the code matched: before that they would tell a stranger which passwords the account used to have.
      assertStrong(newPassword);
      await codeGuard.assertOpen(email);
      const user = await activeUser(email);
      const codeId = user ? await otp.match(user.id, ["reset", "otp"], code) : null;
      if (!user || !codeId) {
        const ctx = { ip: meta.ip, requestId: meta.requestId, route: authRoutes.resetPassword.path };
        await codeGuard.recordFailure(email, user, ctx);
        throw invalidCode();
      }
      await assertAcceptable(user, newPassword);
      if (!(await store(user.id, newPassword, "password_reset", codeId))) throw invalidCode();
      await clearLocks(user);
    },

    async resendOtp(email: string): Promise<void> {
      const user = await activeUser(email);
      if (!user) return;
      // A new MFA code only replaces one issued after a correct password: resending never starts a sign-in.
      await mailCode(user, (await otp.hasOpen(user.id, "mfa")) ? "mfa" : "otp");
    },
  };
}
