// The queries of the senior list and the senior header card.
import type { SeniorListOrder } from "@care/contracts";
import type { Db, Prisma } from "@care/db";

export const seniorListSelect = {
  id: true,
  accountId: true,
  firstName: true,
  middleName: true,
  lastName: true,
  memberId: true,
  zone: true,
  memberType: true,
  createdAt: true,
  timezone: true,
  isResident: true,
  facilityId: true,
  profileImageId: true,
  dob: true,
  moveInDate: true,
  facility: { select: { name: true, facilityType: true } },
  // The open assignment is the wellness coach (at most one, a partial unique index in SQL).
  careAgentAssignments: {
    where: { unassignedAt: null },
    take: 1,
    select: { staffUser: { select: { firstName: true, middleName: true, lastName: true } } },
  },
} as const satisfies Prisma.SeniorSelect;

export type SeniorListDbRow = Prisma.SeniorGetPayload<{ select: typeof seniorListSelect }>;

function orderBy(order: SeniorListOrder, ascending: boolean): Prisma.SeniorOrderByWithRelationInput[] {
  const dir = ascending ? "asc" : "desc";
  if (order === "member_since") return [{ createdAt: dir }, { memberId: dir }];
  if (order === "name") return [{ lastName: dir }, { firstName: dir }, { memberId: dir }];
  return [{ memberId: dir }];
}

export interface SeniorPageRequest {
  where: Prisma.SeniorWhereInput;
  order: SeniorListOrder;
  ascending: boolean;
  take: number;
}

/** One page of seniors in the keyset order the cursor continues from (the member id breaks every tie). */
export async function findSeniorListPage(db: Db, req: SeniorPageRequest): Promise<SeniorListDbRow[]> {
  return db.senior.findMany({
    where: req.where,
    orderBy: orderBy(req.order, req.ascending),
    take: req.take,
    select: seniorListSelect,
  });
}

/** One senior for the header card, within `where` (the caller's scope). */
export async function findSeniorForHeader(db: Db, where: Prisma.SeniorWhereInput): Promise<SeniorListDbRow | null> {
  return db.senior.findFirst({ where, select: seniorListSelect });
}
