import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { PrismaClient } from "@care/db";
import type { Config } from "@care/infra";
import { AppError } from "../../errors.js";
import { sha256Hex } from "./secrets.js";

/** What the sign-in and code guards need. */
export interface GuardDeps {
  prisma: PrismaClient;
  redis: Redis;
  config: Config;
  log: FastifyBaseLogger;
}

/** Where a guessing request came from, for the lock's audit row. */
export interface GuessContext {
  /** request.ip (TRUST_PROXY decides which hop); null when unknown. */
  ip: string | null;
  requestId: string | null;
  /** The route pattern the guess came through. */
  route: string;
}

/**
 * Redis keys of the guards, by the SHA-256 of the email: every email is counted alike, with or without an account,
 * so a lock never tells which emails have one; the key reveals no address.
 */
export const guardKeys = (
  prefix: string,
  email: string,
): { signIn: string; codeFailures: string; codeLock: string } => {
  const h = sha256Hex(email.toLowerCase());
  return {
    signIn: `${prefix}:sign-in-guard:${h}`,
    codeFailures: `${prefix}:code-failures:${h}`,
    codeLock: `${prefix}:code-lock:${h}`,
  };
};

/** The guards' store is away: sign-in and code checks are refused rather than left unlimited (fail closed). */
export const guardUnavailable = (): AppError =>
  new AppError("UNAVAILABLE", "Sign-in is temporarily unavailable. Please try again in a minute.");

export type LockReason = "sign_in_failures" | "sign_in_failures_all_sources" | "code_failures";

/**
 * A lock started on a known account: `locked_until` shows it on the accounts screen (the latest end of any lock of
 * the account), and an audit row records it. The actor is nobody (a stranger, or the owner mistyping): the row
 * names the account as its entity, the source address and the reason, under the action `lockStaffAccount`, the
 * counterpart of the Admin's `unlockStaffAccount`.
 */
export async function noteLock(
  deps: Pick<GuardDeps, "prisma" | "log">,
  user: { id: string },
  lock: { until: Date; reason: LockReason; failures: number; source: string | null },
  ctx: GuessContext,
): Promise<void> {
  try {
    await deps.prisma.staffUser.updateMany({
      where: { id: user.id, OR: [{ lockedUntil: null }, { lockedUntil: { lt: lock.until } }] },
      data: { lockedUntil: lock.until },
    });
    await deps.prisma.auditLog.create({
      data: {
        actorId: null,
        actorEmail: null,
        actorRoles: [],
        method: "POST",
        route: ctx.route,
        action: "lockStaffAccount",
        entityType: "user",
        entityId: user.id,
        summary: {
          reason: lock.reason,
          failures: lock.failures,
          source: lock.source,
          locked_until: lock.until.toISOString(),
        },
        statusCode: 423,
        requestId: ctx.requestId,
        ip: ctx.ip,
      },
    });
  } catch (err) {
    // The lock itself is in Redis and holds; only its trace failed.
    deps.log.error({ err, userId: user.id }, "account lock not recorded");
  }
  deps.log.warn({ userId: user.id, reason: lock.reason, source: lock.source }, "account locked");
}

/**
 * Ends every lock of an account (each source's and the account-wide sign-in lock, the code lock) and their counts.
 * The Admin's unlock route; its audit row is the route's own (plugins/audit.ts).
 */
export async function unlockAccount(
  deps: Pick<GuardDeps, "prisma" | "redis" | "config">,
  user: { id: string; email: string },
): Promise<void> {
  const keys = guardKeys(deps.config.QUEUE_PREFIX, user.email);
  try {
    await deps.redis.del(keys.signIn, keys.codeFailures, keys.codeLock);
  } catch {
    throw new AppError("UNAVAILABLE", "The sign-in locks cannot be reached right now. Please try again in a minute.");
  }
  await deps.prisma.staffUser.update({ where: { id: user.id }, data: { lockedUntil: null } });
}

/** "try again in N minutes", never 0. */
export const minutesUntil = (until: Date): number => Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
