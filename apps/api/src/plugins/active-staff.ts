import type { PrismaClient } from "@care/db";

/**
 * How long an API process trusts that a staff account is still active before asking the database again. An
 * access token lives ACCESS_TOKEN_TTL_S (15 minutes by default) and disabling an account revokes its refresh
 * sessions only; with this check a disabled account's token stops working within this long instead.
 */
export const ACTIVE_CHECK_MS = 30_000;
/** Accounts remembered at most; past it, the expired ones are dropped. */
const MAX_REMEMBERED = 10_000;

/**
 * Whether a staff account exists and is active. An active answer is kept for `ttlMs` (one query per user and
 * period); an inactive one is never kept, so an account enabled again works at once.
 */
export type ActiveStaffCheck = (userId: string) => Promise<boolean>;

export function createActiveStaffCheck(
  prisma: Pick<PrismaClient, "staffUser">,
  ttlMs: number = ACTIVE_CHECK_MS,
  now: () => number = Date.now,
): ActiveStaffCheck {
  const activeUntil = new Map<string, number>();
  return async (userId) => {
    if ((activeUntil.get(userId) ?? 0) > now()) return true;
    const user = await prisma.staffUser.findUnique({ where: { id: userId }, select: { isActive: true } });
    if (user?.isActive !== true) {
      activeUntil.delete(userId);
      return false;
    }
    if (activeUntil.size >= MAX_REMEMBERED) {
      for (const [id, until] of activeUntil) if (until <= now()) activeUntil.delete(id);
    }
    activeUntil.set(userId, now() + ttlMs);
    return true;
  };
}
