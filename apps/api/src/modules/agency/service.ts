import type { z } from "zod";
import {
  fullName,
  nextOffset,
  type AccessClaims,
  type AgencyListQuery,
  type AgencyResidentRow,
  type AgencyResidentsQuery,
  type AgencyRow,
  type ResidentSummary,
} from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { DAY_MS } from "@care/time";
import { facilityScope, requireSenior } from "../../access/senior-visibility.js";
import { notFound } from "../../errors.js";
import {
  ACTIVE_RESIDENT,
  FACILITY_SELECT,
  RESIDENT_SUMMARY_INCLUDE,
  residentCountsOf,
  type FacilityDbRow,
} from "./repo.js";

export interface Paged<Row> {
  items: Row[];
  total: number;
  next_offset: number;
}

export interface AgencyService {
  list(user: AccessClaims, q: z.output<typeof AgencyListQuery>): Promise<Paged<AgencyRow>>;
  detail(user: AccessClaims, facilityId: string): Promise<AgencyRow>;
  residents(user: AccessClaims, q: z.output<typeof AgencyResidentsQuery>): Promise<Paged<AgencyResidentRow>>;
  residentSummary(user: AccessClaims, seniorId: string, accountId?: string): Promise<ResidentSummary>;
}

/** Every word must be in the first or the last name (case-insensitive). */
function nameSearch(search: string | undefined): Prisma.SeniorWhereInput[] {
  const words = (search ?? "").split(" ").filter((w) => w !== "");
  return words.map((w) => ({
    OR: [
      { firstName: { contains: w, mode: "insensitive" as const } },
      { lastName: { contains: w, mode: "insensitive" as const } },
    ],
  }));
}

/** Whole days from the move-in date (a calendar date) to today (UTC). */
function losDays(moveIn: Date | null, now: Date): number | null {
  if (!moveIn) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.max(0, Math.floor((today - moveIn.getTime()) / DAY_MS));
}

export function createAgencyService(prisma: PrismaClient, now: () => Date = () => new Date()): AgencyService {
  const toRows = async (facilities: FacilityDbRow[]): Promise<AgencyRow[]> => {
    const counts = await residentCountsOf(
      prisma,
      facilities.map((f) => f.id),
    );
    return facilities.map((f) => ({
      facility_id: f.id,
      name: f.name,
      corporate_id: f.corporationId,
      corporate_name: f.corporation.name,
      facility_type: f.facilityType,
      address_city: f.addressCity,
      address_state: f.addressState,
      phone: f.phoneOffice,
      resident_counts: counts.get(f.id) ?? { overall: 0, blue: 0, green: 0, gold: 0, white: 0, total_residents: 0 },
    }));
  };

  /** The facility in the caller's scope, or 404 (another agency's id looks like a missing one). */
  const requireFacility = async (user: AccessClaims, facilityId: string): Promise<FacilityDbRow> => {
    const f = await prisma.facility.findFirst({
      where: { AND: [{ id: facilityId }, facilityScope(user)] },
      select: FACILITY_SELECT,
    });
    if (!f) throw notFound("Facility");
    return f;
  };

  return {
    async list(user, q) {
      const search = q.search ? q.search : undefined;
      const where: Prisma.FacilityWhereInput = {
        AND: [
          facilityScope(user),
          search
            ? {
                OR: [
                  { name: { contains: search, mode: "insensitive" } },
                  { corporation: { name: { contains: search, mode: "insensitive" } } },
                ],
              }
            : {},
        ],
      };
      const [total, facilities] = await Promise.all([
        prisma.facility.count({ where }),
        prisma.facility.findMany({
          where,
          orderBy: [{ name: "asc" }, { id: "asc" }],
          skip: q.offset,
          take: q.limit,
          select: FACILITY_SELECT,
        }),
      ]);
      return { items: await toRows(facilities), total, next_offset: nextOffset(q.offset, facilities.length, total) };
    },

    async detail(user, facilityId) {
      const [row] = await toRows([await requireFacility(user, facilityId)]);
      if (!row) throw notFound("Facility");
      return row;
    },

    async residents(user, q) {
      await requireFacility(user, q.facility_id);
      const where: Prisma.SeniorWhereInput = {
        AND: [
          ACTIVE_RESIDENT,
          { facilityId: q.facility_id },
          q.facility_type ? { facility: { facilityType: q.facility_type } } : {},
          ...nameSearch(q.search),
        ],
      };
      const [total, seniors] = await Promise.all([
        prisma.senior.count({ where }),
        prisma.senior.findMany({
          where,
          orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { memberId: "asc" }],
          skip: q.offset,
          take: q.limit,
          include: {
            facility: { select: { facilityType: true } },
            careAgentAssignments: {
              where: { unassignedAt: null },
              take: 1,
              select: { staffUser: { select: { firstName: true, middleName: true, lastName: true } } },
            },
          },
        }),
      ]);
      const at = now();
      const items = seniors.flatMap((s): AgencyResidentRow[] => {
        if (!s.facility) return [];
        const coach = s.careAgentAssignments[0]?.staffUser;
        return [
          {
            senior_id: s.id,
            account_id: s.accountId,
            first_name: s.firstName,
            last_name: s.lastName,
            profile_image_id: s.profileImageId,
            zone: s.zone,
            facility_type: s.facility.facilityType,
            los_days: losDays(s.moveInDate, at),
            coach_name: coach ? fullName(coach.firstName, coach.middleName, coach.lastName) : null,
            timezone: s.timezone,
          },
        ];
      });
      return { items, total, next_offset: nextOffset(q.offset, seniors.length, total) };
    },

    async residentSummary(user, seniorId, accountId) {
      // Agency residents only (spec 3 §6): a member living at home has no client dashboard.
      const scoped = await requireSenior(prisma, user, seniorId, accountId);
      const s = await prisma.senior.findFirst({
        where: { id: scoped.id, facilityId: { not: null } },
        include: RESIDENT_SUMMARY_INCLUDE,
      });
      if (!s?.facilityId || !s.facility) throw notFound("Senior");
      const coach = s.careAgentAssignments[0]?.staffUser;
      const watch = s.deviceAssignments[0]?.device;
      const contact = s.caregivers[0];
      const doctor = s.providers[0];
      return {
        user_id: s.id,
        senior_id: s.id,
        account_id: s.accountId,
        name: { first_name: s.firstName, middle_name: s.middleName, last_name: s.lastName },
        zone: s.zone,
        facility_id: s.facilityId,
        facility_type: s.facility.facilityType,
        member_since: s.createdAt.toISOString(),
        coach_name: coach ? fullName(coach.firstName, coach.middleName, coach.lastName) : null,
        dob: s.dob ? s.dob.toISOString().slice(0, 10) : null,
        mobile_number: s.mobileNumber,
        watch: watch
          ? {
              phone: watch.watchPhoneNumber,
              vendor: watch.vendor,
              // Never heard from: unknown rather than offline.
              status: watch.online ? "online" : watch.lastSessionAt ? "offline" : "unknown",
            }
          : null,
        emergency_contact: contact
          ? { name: `${contact.firstName} ${contact.lastName}`, mobile_number: contact.mobileNumber }
          : null,
        local_911: s.basicInfo?.emergencyPhone ?? null,
        primary_doctor: doctor ? { name: doctor.name, office_phone: doctor.contactPhone } : null,
      };
    },
  };
}
