import type { FacilityCursor } from "@care/contracts";
import type { Db, Prisma } from "@care/db";

export const FACILITY_ROW_SELECT = {
  id: true,
  name: true,
  corporationId: true,
  facilityType: true,
  addressStreet: true,
  addressCity: true,
  addressState: true,
  addressPostalcode: true,
  phoneOffice: true,
  updatedAt: true,
  corporation: { select: { name: true } },
} as const satisfies Prisma.FacilitySelect;

export type FacilityRecord = Prisma.FacilityGetPayload<{ select: typeof FACILITY_ROW_SELECT }>;

/** One corporation's facilities by (name, id), `limit + 1` of them so the caller knows whether more follow. */
export async function facilitiesAfter(
  db: Db,
  q: { corporationId: string; after: FacilityCursor | null; limit: number },
): Promise<FacilityRecord[]> {
  const after: Prisma.FacilityWhereInput = q.after
    ? { OR: [{ name: { gt: q.after.name } }, { name: q.after.name, id: { gt: q.after.id } }] }
    : {};
  return db.facility.findMany({
    where: { AND: [{ corporationId: q.corporationId }, after] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: q.limit + 1,
    select: FACILITY_ROW_SELECT,
  });
}

/** Is a facility of this name (any case) already in the corporation? */
export async function facilityNameTaken(db: Db, corporationId: string, name: string): Promise<boolean> {
  return (await db.facility.count({ where: { corporationId, name: { equals: name, mode: "insensitive" } } })) > 0;
}
