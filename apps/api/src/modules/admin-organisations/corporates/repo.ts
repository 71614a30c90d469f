import type { CorporationRow } from "@care/contracts";
import type { Db, Prisma } from "@care/db";

/** Residents as the agency screens count them: active members living in a facility. */
const ACTIVE_RESIDENT: Prisma.SeniorWhereInput = { isActive: true, facilityId: { not: null } };

/** Active residents of each facility; a facility without residents is absent (read it as 0). */
export async function residentsByFacility(db: Db, facilityIds: readonly string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (facilityIds.length === 0) return out;
  const rows = await db.senior.groupBy({
    by: ["facilityId"],
    where: { AND: [ACTIVE_RESIDENT, { facilityId: { in: [...facilityIds] } }] },
    _count: { _all: true },
  });
  for (const r of rows) if (r.facilityId) out.set(r.facilityId, r._count._all);
  return out;
}

/** Corporations with their facility count and residents, in the order of `corporations`. */
export async function withCounts(
  db: Db,
  corporations: readonly { id: string; name: string; phoneOffice: string | null }[],
): Promise<CorporationRow[]> {
  const facilities = await db.facility.findMany({
    where: { corporationId: { in: corporations.map((c) => c.id) } },
    select: { id: true, corporationId: true },
  });
  const residents = await residentsByFacility(
    db,
    facilities.map((f) => f.id),
  );
  return corporations.map((c) => {
    const own = facilities.filter((f) => f.corporationId === c.id);
    return {
      id: c.id,
      name: c.name,
      phone_office: c.phoneOffice,
      facility_count: own.length,
      total_residents: own.reduce((sum, f) => sum + (residents.get(f.id) ?? 0), 0),
    };
  });
}

export const CORPORATION_SELECT = { id: true, name: true, phoneOffice: true } as const;

export async function listCorporations(
  db: Db,
  q: { offset: number; limit: number; name?: string },
): Promise<{ rows: { id: string; name: string; phoneOffice: string | null }[]; total: number }> {
  const where: Prisma.CorporationWhereInput = q.name ? { name: { contains: q.name, mode: "insensitive" } } : {};
  const [rows, total] = await Promise.all([
    db.corporation.findMany({
      where,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: q.offset,
      take: q.limit,
      select: CORPORATION_SELECT,
    }),
    db.corporation.count({ where }),
  ]);
  return { rows, total };
}

/** Is the name taken, whatever its case and surrounding spaces? */
export async function corporationNameTaken(db: Db, name: string): Promise<boolean> {
  return (await db.corporation.count({ where: { name: { equals: name, mode: "insensitive" } } })) > 0;
}
