// The queries of the member accounts of the admin area.
import type { Db, Prisma } from "@care/db";

export const adminSeniorSelect = {
  id: true,
  accountId: true,
  memberId: true,
  firstName: true,
  middleName: true,
  lastName: true,
  email: true,
  mobileNumber: true,
  timezone: true,
  facilityId: true,
  isActive: true,
  disabledReason: true,
  disabledAt: true,
  disabledById: true,
  createdAt: true,
  facility: { select: { name: true } },
  // The open assignment is the wellness coach (at most one, a partial unique index in SQL).
  careAgentAssignments: {
    where: { unassignedAt: null },
    take: 1,
    select: {
      staffUser: { select: { id: true, firstName: true, middleName: true, lastName: true, shift: true } },
    },
  },
} as const satisfies Prisma.SeniorSelect;

export type AdminSeniorDbRow = Prisma.SeniorGetPayload<{ select: typeof adminSeniorSelect }>;

/** One page in name order (last, first, member id: the cursor's key). */
export async function findAdminSeniorPage(
  db: Db,
  where: Prisma.SeniorWhereInput,
  take: number,
): Promise<AdminSeniorDbRow[]> {
  return db.senior.findMany({
    where,
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { memberId: "asc" }],
    take,
    select: adminSeniorSelect,
  });
}

/** Names of the staff who disabled members, by id. */
export async function staffNames(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; firstName: string; middleName: string | null; lastName: string }[]> {
  if (ids.length === 0) return [];
  return db.staffUser.findMany({
    where: { id: { in: [...new Set(ids)] } },
    select: { id: true, firstName: true, middleName: true, lastName: true },
  });
}

/**
 * Locks the seniors' rows until the transaction ends (in id order, so two batches never deadlock): a disable and an
 * assignment of the same member run one after the other, and "disabled members have no coach" stays true.
 */
export async function lockSeniors(tx: Prisma.TransactionClient, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const sorted = [...new Set(ids)].sort();
  await tx.$queryRaw`SELECT id FROM senior WHERE id = ANY(${sorted}::uuid[]) ORDER BY id FOR UPDATE`;
}

/** A member by number with its coach, null when unknown. */
export async function findMemberWithCoach(db: Db, memberId: number): Promise<AdminSeniorDbRow | null> {
  return db.senior.findUnique({ where: { memberId }, select: adminSeniorSelect });
}
