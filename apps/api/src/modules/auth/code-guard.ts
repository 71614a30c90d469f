import { AUTH_MESSAGES } from "@care/contracts";
import { AppError } from "../../errors.js";
import {
  guardKeys,
  guardUnavailable,
  minutesUntil,
  noteLock,
  type GuardDeps,
  type GuessContext,
} from "./account-lock.js";

/**
 * The per-account limit of reset and first-login codes (issue 25 item 4). Each code already burns after 5 guesses;
 * without this, asking for a new code every few minutes gave 25 guesses per 15 minutes forever. Now every wrong
 * code for an email (any code, any address) counts: CODE_MAX_FAILURES of them within CODE_LOCKOUT_S stop code checks
 * for that email for CODE_LOCKOUT_S (423), and no new reset or first-login code is mailed meanwhile. Defaults: 10
 * wrong codes in an hour lock for an hour, so at most 10 of the million codes are tried per hour.
 *
 * Counted in Redis by the email's hash, with or without an account (the 423 tells nobody which emails exist). The
 * reset route is refused while Redis is away (the rate limit fails closed), and so is this guard.
 */
export interface CodeGuard {
  /** Throws 423 while code checks for this email are stopped. */
  assertOpen(email: string): Promise<void>;
  /** Whether code checks for this email are stopped (the mail routes then send no code). */
  isLocked(email: string): Promise<boolean>;
  /** Counts a wrong code; throws 423 when it starts the lock. */
  recordFailure(email: string, user: { id: string } | null, ctx: GuessContext): Promise<void>;
}

export function codesLockedError(until: Date): AppError {
  return new AppError("LOCKED", AUTH_MESSAGES.codesLocked.replace("{minutes}", String(minutesUntil(until))));
}

export function createCodeGuard(deps: GuardDeps): CodeGuard {
  const { redis, config } = deps;
  const lockMs = config.CODE_LOCKOUT_S * 1000;
  const keys = (email: string) => guardKeys(config.QUEUE_PREFIX, email);

  async function store<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      deps.log.error({ err }, "code guard store unavailable; code check refused");
      throw guardUnavailable();
    }
  }

  async function lockedUntil(email: string): Promise<Date | null> {
    const ttl = await store(() => redis.pttl(keys(email).codeLock));
    return ttl > 0 ? new Date(Date.now() + ttl) : null;
  }

  return {
    async assertOpen(email) {
      const until = await lockedUntil(email);
      if (until) throw codesLockedError(until);
    },

    async isLocked(email) {
      return (await lockedUntil(email)) !== null;
    },

    async recordFailure(email, user, ctx) {
      const k = keys(email);
      const failures = await store(async () => {
        // The window starts with the first wrong code (NX): later ones do not stretch it.
        const [[, n]] = (await redis.multi().incr(k.codeFailures).pexpire(k.codeFailures, lockMs, "NX").exec()) as [
          [Error | null, number],
        ];
        return n;
      });
      if (failures < config.CODE_MAX_FAILURES) return;
      const until = new Date(Date.now() + lockMs);
      await store(() => redis.multi().set(k.codeLock, "1", "PX", lockMs).del(k.codeFailures).exec());
      if (user) await noteLock(deps, user, { until, reason: "code_failures", failures, source: null }, ctx);
      throw codesLockedError(until);
    },
  };
}
