import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { PrismaClient } from "@care/db";

/**
 * How long Redis keeps what it learnt about an account or a sign-in. It is only a cache of the database (which a
 * miss reads), so this bounds the database reads (one per sign-in and per account each period, shared by every API
 * process) and the staleness after a change that was made without telling Redis (a hand-made SQL update, or Redis
 * unreachable at the moment of the change; see accountChanged).
 */
export const ACCESS_STATE_TTL_S = 60;

/** The parts of a verified access token this check reads (sid and av are absent from tokens of older builds). */
export interface TokenSession {
  sub: string;
  sid?: unknown;
  av?: unknown;
}

/**
 * Whether an access token still stands for a live sign-in of an account whose access is unchanged (issue 25 item 3),
 * checked on every authenticated request in every API process. A change answers its request only after it reached
 * Redis, so the next request anywhere sees it.
 */
export interface AccessState {
  /** False once the token's sign-in ended or its account's access version moved on (or the account is disabled). */
  isCurrent(token: TokenSession): Promise<boolean>;
  /** Publishes an account's access version and active flag as the database has them now (after the commit). */
  accountChanged(userId: string): Promise<void>;
  /** Publishes ended sign-ins (refresh families revoked in the database, after the commit). */
  sessionsEnded(familyIds: readonly string[]): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sets an account's record only when it carries a newer access version than the stored one. A request that read the
 * database just before a change and fills the cache just after it cannot put the old version back: the change
 * published the newer one first, or publishes it over the old one afterwards.
 */
const SET_NEWER = `
local cur = redis.call('GET', KEYS[1])
if cur then
  local v = tonumber(string.match(cur, '^%d+'))
  if v and v >= tonumber(ARGV[1]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1`;

/** An account's record: its access version, ":off" when disabled (every active-flag change bumps the version too). */
const accountRecord = (version: number, isActive: boolean): string => (isActive ? String(version) : `${version}:off`);
/** A sign-in's record: "1" live, "0" ended (final: a revoked family never comes back). */
const LIVE = "1";
const ENDED = "0";

export function createAccessState(deps: {
  prisma: Pick<PrismaClient, "refreshTokenFamily" | "staffUser">;
  redis: Redis;
  prefix: string;
  log: FastifyBaseLogger;
}): AccessState {
  const { prisma, redis, log } = deps;
  const accountKey = (userId: string): string => `${deps.prefix}:access:account:${userId}`;
  const sessionKey = (familyId: string): string => `${deps.prefix}:access:session:${familyId}`;

  /**
   * Redis only when connected: a command issued while it is away would wait for a reconnection (seconds) on the hot
   * paths (alarms, dashboards). Meanwhile every request asks the database, which is always right, only slower.
   */
  function usable(): boolean {
    if (redis.status === "ready") return true;
    if (redis.status === "wait") redis.connect().catch(() => undefined);
    return false;
  }

  async function cached(userId: string, familyId: string): Promise<[string | null, string | null] | null> {
    if (!usable()) return null;
    try {
      const [account = null, session = null] = await redis.mget(accountKey(userId), sessionKey(familyId));
      return [account, session];
    } catch (err) {
      log.warn({ err }, "access-state cache unavailable; asking the database");
      return null;
    }
  }

  async function fill(userId: string, familyId: string, account: string, version: number, live: boolean) {
    if (!usable()) return;
    try {
      const p = redis.pipeline().eval(SET_NEWER, 1, accountKey(userId), version, account, ACCESS_STATE_TTL_S);
      if (live) p.set(sessionKey(familyId), LIVE, "EX", ACCESS_STATE_TTL_S, "NX");
      else p.set(sessionKey(familyId), ENDED, "EX", ACCESS_STATE_TTL_S);
      await p.exec();
    } catch (err) {
      log.warn({ err }, "access-state cache not filled");
    }
  }

  return {
    async isCurrent(token) {
      const { sub, sid, av } = token;
      // A token without its sign-in (signed before this check existed) is refused: it cannot be ended.
      if (typeof sid !== "string" || !UUID.test(sid) || typeof av !== "number") return false;
      const expected = accountRecord(av, true);
      const hit = await cached(sub, sid);
      if (hit && hit[0] !== null && hit[1] !== null) return hit[1] === LIVE && hit[0] === expected;

      const row = await prisma.refreshTokenFamily.findUnique({
        where: { id: sid },
        select: { userId: true, revokedAt: true, user: { select: { accessVersion: true, isActive: true } } },
      });
      if (!row || row.userId !== sub) return false;
      const account = accountRecord(row.user.accessVersion, row.user.isActive);
      const live = row.revokedAt === null;
      await fill(sub, sid, account, row.user.accessVersion, live);
      return live && account === expected;
    },

    async accountChanged(userId) {
      const user = await prisma.staffUser.findUnique({
        where: { id: userId },
        select: { accessVersion: true, isActive: true },
      });
      if (!user) return;
      if (!usable()) {
        log.error({ userId }, "access change not published: Redis unavailable (cached entries expire within 60 s)");
        return;
      }
      try {
        await redis.eval(
          SET_NEWER,
          1,
          accountKey(userId),
          user.accessVersion,
          accountRecord(user.accessVersion, user.isActive),
          ACCESS_STATE_TTL_S,
        );
      } catch (err) {
        log.error({ err, userId }, "access change not published (cached entries expire within 60 s)");
      }
    },

    async sessionsEnded(familyIds) {
      if (familyIds.length === 0) return;
      if (!usable()) {
        log.error({ familyIds }, "ended sign-ins not published: Redis unavailable (cached entries expire within 60 s)");
        return;
      }
      try {
        const p = redis.pipeline();
        for (const id of familyIds) p.set(sessionKey(id), ENDED, "EX", ACCESS_STATE_TTL_S);
        await p.exec();
      } catch (err) {
        log.error({ err, familyIds }, "ended sign-ins not published (cached entries expire within 60 s)");
      }
    },
  };
}
