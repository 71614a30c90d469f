// The queries of the staff accounts of the admin area.
import { ACCOUNT_ROLES } from "@care/contracts";
import type { Db, Prisma } from "@care/db";

export const accountSelect = {
  id: true,
  employeeId: true,
  firstName: true,
  middleName: true,
  lastName: true,
  email: true,
  primaryRole: true,
  secondaryRoles: true,
  phone: true,
  phoneExt: true,
  zipcode: true,
  city: true,
  state: true,
  timezone: true,
  shift: true,
  isFirstLogin: true,
  isMfaEnabled: true,
  isActive: true,
  lockedUntil: true,
  _count: { select: { seniorAssignments: { where: { unassignedAt: null } } } },
} as const satisfies Prisma.StaffUserSelect;

export type AccountDbRow = Prisma.StaffUserGetPayload<{ select: typeof accountSelect }>;

/** Accounts the Accounts page manages: staff of the roles it offers (facility agents and caregivers have none). */
export const ACCOUNT_SCOPE: Prisma.StaffUserWhereInput = { primaryRole: { in: [...ACCOUNT_ROLES] } };

export async function findAccountPage(
  db: Db,
  where: Prisma.StaffUserWhereInput,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: AccountDbRow[] }> {
  const [total, rows] = await Promise.all([
    db.staffUser.count({ where }),
    db.staffUser.findMany({
      where,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: offset,
      take: limit,
      select: accountSelect,
    }),
  ]);
  return { total, rows };
}

export async function findAccount(db: Db, id: string): Promise<AccountDbRow | null> {
  return db.staffUser.findFirst({ where: { AND: [{ id }, ACCOUNT_SCOPE] }, select: accountSelect });
}

/** Which of an email and an employee id other staff accounts (or members, for the email) already use. */
export async function findTaken(
  db: Db,
  q: { email: string; employeeId: string; exceptId?: string },
): Promise<{ email: boolean; employeeId: boolean }> {
  const notSelf = q.exceptId ? { NOT: { id: q.exceptId } } : {};
  const [staffEmail, memberEmail, employee] = await Promise.all([
    db.staffUser.count({ where: { email: q.email, ...notSelf } }),
    db.senior.count({ where: { email: q.email } }),
    db.staffUser.count({ where: { employeeId: { equals: q.employeeId, mode: "insensitive" }, ...notSelf } }),
  ]);
  return { email: staffEmail + memberEmail > 0, employeeId: employee > 0 };
}

/** Active Admin accounts other than `exceptId`. */
export async function countOtherActiveAdmins(db: Db, exceptId: string): Promise<number> {
  return db.staffUser.count({ where: { primaryRole: "Admin", isActive: true, NOT: { id: exceptId } } });
}

/**
 * Ends every session of an account: its refresh tokens stop working. Its access tokens stop through the access
 * version, which the trigger bumped with is_active (the caller publishes it after the commit).
 */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.refreshTokenFamily.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: "account_disabled" },
  });
}

/**
 * The reset and first-login codes still open for an account: they were mailed to its old address, so an email
 * change burns them (a code read in the old mailbox must not set the password of the account under its new email).
 */
export async function burnOpenCodes(db: Db, userId: string): Promise<void> {
  await db.oneTimeCode.updateMany({
    where: { userId, purpose: { in: ["reset", "otp"] }, consumedAt: null },
    data: { consumedAt: new Date() },
  });
}
