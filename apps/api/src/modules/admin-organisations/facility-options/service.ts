import {
  FETCH_LIMITS,
  hasAnyRole,
  type AccessClaims,
  type CorporateOption,
  type FacilityOption,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";

export interface FacilityOptions {
  corporations: CorporateOption[];
  facilities: FacilityOption[];
}

export interface FacilityOptionService {
  list(user: AccessClaims): Promise<FacilityOptions>;
}

/** The member form's corporate and facility pickers (spec 2 §3 user-create form): names, by name. */
export function createFacilityOptionService(prisma: PrismaClient): FacilityOptionService {
  return {
    async list(user) {
      // A facility agent's members are always their own facility's residents: the picker offers nothing else.
      const own = hasAnyRole(user.roles, ["FACILITY_AGENT"]) ? (user.facility_info?.facility_id ?? null) : undefined;
      if (own === null) return { corporations: [], facilities: [] };
      const facilities = await prisma.facility.findMany({
        where: own ? { id: own } : {},
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take: FETCH_LIMITS.facilityAutocomplete,
        select: { id: true, name: true, corporationId: true, facilityType: true },
      });
      const corporations = await prisma.corporation.findMany({
        where: own ? { id: { in: facilities.map((f) => f.corporationId) } } : {},
        orderBy: [{ name: "asc" }, { id: "asc" }],
        take: FETCH_LIMITS.facilityAutocomplete,
        select: { id: true, name: true },
      });
      return {
        corporations,
        facilities: facilities.map((f) => ({
          id: f.id,
          name: f.name,
          corporate_id: f.corporationId,
          facility_type: f.facilityType,
        })),
      };
    },
  };
}
