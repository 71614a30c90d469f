import type { AgencyRow } from "@care/contracts";
import type { Db, Prisma, Zone } from "@care/db";

type Counts = AgencyRow["resident_counts"];

/** Residents of the agency counts: active seniors with a facility (as the measurement resident count reads them). */
export const ACTIVE_RESIDENT: Prisma.SeniorWhereInput = { isActive: true, facilityId: { not: null } };

/** Active residents per zone of each facility; a facility without residents gets zeros. */
export async function residentCountsOf(db: Db, facilityIds: readonly string[]): Promise<Map<string, Counts>> {
  const out = new Map<string, Counts>();
  for (const id of facilityIds) out.set(id, { overall: 0, blue: 0, green: 0, gold: 0, white: 0, total_residents: 0 });
  if (facilityIds.length === 0) return out;
  const rows = await db.senior.groupBy({
    by: ["facilityId", "zone"],
    where: { AND: [ACTIVE_RESIDENT, { facilityId: { in: [...facilityIds] } }] },
    _count: { _all: true },
  });
  for (const r of rows) {
    const c = r.facilityId ? out.get(r.facilityId) : undefined;
    if (!c) continue;
    const n = r._count._all;
    c[r.zone as Zone] += n;
    c.total_residents += n;
    // Overall is the graph zones: white (new clients) is not drawn on the graphs.
    if (r.zone !== "white") c.overall += n;
  }
  return out;
}

export const FACILITY_SELECT = {
  id: true,
  name: true,
  corporationId: true,
  facilityType: true,
  addressCity: true,
  addressState: true,
  phoneOffice: true,
  corporation: { select: { name: true } },
} as const satisfies Prisma.FacilitySelect;

export type FacilityDbRow = Prisma.FacilityGetPayload<{ select: typeof FACILITY_SELECT }>;

/** The resident summary's sources: the open watch link, the emergency contact, the doctors, the basic info. */
export const RESIDENT_SUMMARY_INCLUDE = {
  facility: { select: { facilityType: true } },
  basicInfo: { select: { emergencyPhone: true } },
  careAgentAssignments: {
    where: { unassignedAt: null },
    take: 1,
    select: { staffUser: { select: { firstName: true, middleName: true, lastName: true } } },
  },
  deviceAssignments: {
    where: { unlinkedAt: null, device: { type: { in: ["watch", "techuva_watch"] } } },
    orderBy: { assignedAt: "desc" },
    take: 1,
    select: { device: { select: { watchPhoneNumber: true, vendor: true, online: true, lastSessionAt: true } } },
  },
  caregivers: {
    where: { emergencyContact: true },
    orderBy: [{ caregiverType: "asc" }, { createdAt: "asc" }],
    take: 1,
    select: { firstName: true, lastName: true, mobileNumber: true },
  },
  providers: {
    where: { type: "doctor" },
    orderBy: [{ isPrimary: "desc" }, { createdAt: "asc" }],
    take: 1,
    select: { name: true, contactPhone: true },
  },
} as const satisfies Prisma.SeniorInclude;
