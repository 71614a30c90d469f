// The page of seniors of the care dashboard (their figures: figures.ts).
import type { Db, Prisma } from "@care/db";

export const dashboardSeniorSelect = {
  id: true,
  firstName: true,
  lastName: true,
  memberId: true,
  accountId: true,
  profileImageId: true,
  timezone: true,
  dob: true,
} as const satisfies Prisma.SeniorSelect;

export type DashboardSeniorRow = Prisma.SeniorGetPayload<{ select: typeof dashboardSeniorSelect }>;

export interface PageRequest {
  where: Prisma.SeniorWhereInput;
  ascending: boolean;
  take: number;
}

/** One page of seniors, ordered by (last name, first name, member id): the keyset the cursor continues from. */
export async function findSeniorPage(db: Db, req: PageRequest): Promise<DashboardSeniorRow[]> {
  const dir = req.ascending ? "asc" : "desc";
  return db.senior.findMany({
    where: req.where,
    orderBy: [{ lastName: dir }, { firstName: dir }, { memberId: dir }],
    take: req.take,
    select: dashboardSeniorSelect,
  });
}
