import { AUTH_MESSAGES } from "@care/contracts";
import { AppError } from "../../errors.js";
import { addressBucket } from "../../plugins/rate-limit.js";
import {
  guardKeys,
  guardUnavailable,
  minutesUntil,
  noteLock,
  type GuardDeps,
  type GuessContext,
} from "./account-lock.js";

/**
 * Sign-in lockout, per account AND source address (issue 25 item 4), so that a stranger's wrong passwords lock the
 * stranger out, not the account's owner:
 *
 * - LOGIN_MAX_FAILURES wrong passwords or MFA codes in a row from one address (IPv6 by /64, as the rate limit) lock
 *   that address out of that account for LOGIN_LOCKOUT_S; each further lock of the same pair doubles, up to
 *   LOGIN_LOCKOUT_MAX_S (the doubling starts over a day after a lock ended). Other addresses are not affected.
 * - LOGIN_ACCOUNT_MAX_FAILURES failures from all addresses together (many addresses guessing one account) lock the
 *   account for LOGIN_LOCKOUT_S, but only for addresses it has not signed in from in the last 30 days: the owner's
 *   usual places stay open.
 * - A full sign-in from an address clears that address's count and the all-addresses count, and makes it known.
 *
 * The counters live in Redis, one hash per email (known or not: the 423 itself tells nobody which emails have
 * accounts). Redis away: sign-in is already refused by the rate limit (503, fail closed); so is this guard.
 */
export interface Lockout {
  /** Throws 423 while this address is locked out of the account (or the account is locked for unknown addresses). */
  assertOpen(email: string, ip: string | null): Promise<void>;
  /** Counts a failure; throws 423 when it starts a lock that applies to this address. */
  recordFailure(email: string, user: { id: string } | null, ctx: GuessContext): Promise<void>;
  /** A full sign-in (both factors) from this address. */
  recordSuccess(email: string, ip: string | null): Promise<void>;
}

/** An address that signed in to the account this recently stays open during an account-wide lock. */
export const KNOWN_SOURCE_MS = 30 * 24 * 3600_000;
/** A pair's doubling starts over once its last lock ended this long ago. */
const DOUBLING_MEMORY_MS = 24 * 3600_000;

// Fields of the hash: f:<src> failures in a row, u:<src> lock end (ms), n:<src> locks so far, k:<src> last full
// sign-in (ms); a failures from all sources since the last sign-in, au account-wide lock end (ms).
const RECORD_FAILURE = `
local src = ARGV[1]
local now = tonumber(ARGV[2])
local fails = redis.call('HINCRBY', KEYS[1], 'f:' .. src, 1)
local total = redis.call('HINCRBY', KEYS[1], 'a', 1)
local sourceUntil = 0
local accountUntil = 0
if fails >= tonumber(ARGV[3]) then
  local prev = tonumber(redis.call('HGET', KEYS[1], 'u:' .. src) or '0')
  local locks = tonumber(redis.call('HGET', KEYS[1], 'n:' .. src) or '0')
  if prev < now - tonumber(ARGV[6]) then locks = 0 end
  locks = locks + 1
  local len = math.min(tonumber(ARGV[4]) * math.pow(2, locks - 1), tonumber(ARGV[5]))
  sourceUntil = math.floor(now + len)
  redis.call('HSET', KEYS[1], 'u:' .. src, sourceUntil, 'n:' .. src, locks, 'f:' .. src, 0)
end
if total >= tonumber(ARGV[7]) then
  accountUntil = math.floor(now + tonumber(ARGV[4]))
  redis.call('HSET', KEYS[1], 'au', accountUntil, 'a', 0)
end
redis.call('PEXPIRE', KEYS[1], ARGV[8])
return {fails, total, sourceUntil, accountUntil}`;

export function lockedError(until: Date): AppError {
  return new AppError("LOCKED", AUTH_MESSAGES.locked.replace("{minutes}", String(minutesUntil(until))));
}

const sourceOf = (ip: string | null): string => (ip ? addressBucket(ip) : "unknown");

export function createLockout(deps: GuardDeps): Lockout {
  const { redis, config } = deps;
  const lockMs = config.LOGIN_LOCKOUT_S * 1000;
  const maxLockMs = Math.max(lockMs, config.LOGIN_LOCKOUT_MAX_S * 1000);
  const key = (email: string): string => guardKeys(config.QUEUE_PREFIX, email).signIn;

  async function store<T>(op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (err) {
      deps.log.error({ err }, "sign-in guard store unavailable; sign-in refused");
      throw guardUnavailable();
    }
  }

  return {
    async assertOpen(email, ip) {
      const src = sourceOf(ip);
      const [sourceUntil, accountUntil, known] = await store(() =>
        redis.hmget(key(email), `u:${src}`, "au", `k:${src}`),
      );
      const now = Date.now();
      if (Number(sourceUntil) > now) throw lockedError(new Date(Number(sourceUntil)));
      if (Number(accountUntil) > now && !(Number(known) > now - KNOWN_SOURCE_MS)) {
        throw lockedError(new Date(Number(accountUntil)));
      }
    },

    async recordFailure(email, user, ctx) {
      const src = sourceOf(ctx.ip);
      const now = Date.now();
      const [fails, total, sourceUntil, accountUntil, known] = await store(async () => {
        const r = (await redis.eval(
          RECORD_FAILURE,
          1,
          key(email),
          src,
          now,
          config.LOGIN_MAX_FAILURES,
          lockMs,
          maxLockMs,
          DOUBLING_MEMORY_MS,
          config.LOGIN_ACCOUNT_MAX_FAILURES,
          KNOWN_SOURCE_MS + maxLockMs,
        )) as [number, number, number, number];
        const k = await redis.hget(key(email), `k:${src}`);
        return [...r, Number(k)] as const;
      });
      if (user && sourceUntil > 0) {
        const until = new Date(sourceUntil);
        await noteLock(deps, user, { until, reason: "sign_in_failures", failures: fails, source: src }, ctx);
      }
      if (user && accountUntil > 0) {
        const until = new Date(accountUntil);
        const reason = "sign_in_failures_all_sources";
        await noteLock(deps, user, { until, reason, failures: total, source: null }, ctx);
      }
      if (sourceUntil > 0) throw lockedError(new Date(sourceUntil));
      if (accountUntil > 0 && !(known > now - KNOWN_SOURCE_MS)) throw lockedError(new Date(accountUntil));
    },

    async recordSuccess(email, ip) {
      const src = sourceOf(ip);
      await store(() =>
        redis
          .multi()
          .hdel(key(email), `f:${src}`, `u:${src}`, `n:${src}`, "a")
          .hset(key(email), `k:${src}`, Date.now())
          .pexpire(key(email), KNOWN_SOURCE_MS + maxLockMs)
          .exec(),
      );
    },
  };
}
