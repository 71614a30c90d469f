import { AUTH_MESSAGES } from "@care/contracts";
import { AppError } from "../../errors.js";
import type { CognitoDeps } from "./deps.js";
import { sha256Hex } from "./secrets.js";

/**
 * Per-account lockout: after LOGIN_MAX_FAILURES consecutive failures the account is locked for LOGIN_LOCKOUT_S,
 * even for the right password. Known accounts keep the counter in their row; emails without an account get
 * the same treatment in Redis, so the 423 itself does not reveal which emails have accounts.
 */
export interface Lockout {
  /** Throws 423 while the account (or the unknown email) is locked. */
  assertOpen(email: string, user: { lockedUntil: Date | null } | null): Promise<void>;
  /** Counts a failure; throws 423 when this failure starts a lock. */
  recordFailure(email: string, user: { id: string } | null): Promise<void>;
  recordSuccess(userId: string): Promise<void>;
}

export function lockedError(until: Date): AppError {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new AppError("LOCKED", AUTH_MESSAGES.locked.replace("{minutes}", String(minutes)));
}

export function createLockout(deps: CognitoDeps): Lockout {
  const { prisma, redis, config, log } = deps;
  const lockMs = config.LOGIN_LOCKOUT_S * 1000;
  const key = (kind: string, email: string): string => `${config.QUEUE_PREFIX}:login-${kind}:${sha256Hex(email)}`;

  // Redis trouble must not stop sign-in; the unknown-email counter is then simply skipped.
  async function safely<T>(op: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await op();
    } catch (err) {
      log.warn({ err }, "login lockout store unavailable");
      return fallback;
    }
  }

  return {
    async assertOpen(email: string, user: { lockedUntil: Date | null } | null): Promise<void> {
      if (user) {
        if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) throw lockedError(user.lockedUntil);
        return;
      }
      const ttlMs = await safely(() => redis.pttl(key("lock", email)), -2);
      if (ttlMs > 0) throw lockedError(new Date(Date.now() + ttlMs));
    },

    async recordFailure(email: string, user: { id: string } | null): Promise<void> {
      if (user) {
        const row = await prisma.staffUser.update({
          where: { id: user.id },
          data: { failedLoginCount: { increment: 1 } },
          select: { failedLoginCount: true },
        });
        if (row.failedLoginCount < config.LOGIN_MAX_FAILURES) return;
        const until = new Date(Date.now() + lockMs);
        // The counter restarts, so after the lock the account gets a fresh series of attempts.
        await prisma.staffUser.update({ where: { id: user.id }, data: { lockedUntil: until, failedLoginCount: 0 } });
        log.warn({ userId: user.id }, "account locked after repeated sign-in failures");
        throw lockedError(until);
      }
      const count = await safely(async () => {
        const n = await redis.incr(key("fail", email));
        await redis.pexpire(key("fail", email), lockMs);
        return n;
      }, 0);
      if (count < config.LOGIN_MAX_FAILURES) return;
      await safely(() => redis.multi().set(key("lock", email), "1", "PX", lockMs).del(key("fail", email)).exec(), null);
      throw lockedError(new Date(Date.now() + lockMs));
    },

    async recordSuccess(userId: string): Promise<void> {
      await prisma.staffUser.updateMany({
        where: { id: userId, OR: [{ failedLoginCount: { gt: 0 } }, { lockedUntil: { not: null } }] },
        data: { failedLoginCount: 0, lockedUntil: null },
      });
    },
  };
}
