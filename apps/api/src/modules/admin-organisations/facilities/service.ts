import {
  encodeFacilityCursor,
  decodeFacilityCursor,
  ORGANISATION_MESSAGES,
  type FacilityCreateBody,
  type FacilityDetailsQuery,
  type FacilityListData,
  type FacilityListQuery,
  type FacilityRow,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { z } from "zod";
import { AppError, fieldConflict, notFound } from "../../../errors.js";
import { timezoneOfState } from "../../members/minimal-info/state-timezone.js";
import { CORPORATION_SELECT, residentsByFacility, withCounts } from "../corporates/repo.js";
import { FACILITY_ROW_SELECT, facilitiesAfter, facilityNameTaken, type FacilityRecord } from "./repo.js";

export interface FacilityService {
  list(q: z.output<typeof FacilityListQuery>): Promise<z.output<typeof FacilityListData>>;
  create(body: z.output<typeof FacilityCreateBody>): Promise<FacilityRow>;
  details(q: z.output<typeof FacilityDetailsQuery>): Promise<{ facilities: FacilityRow[] }>;
}

/** A facility as the API answers it; the spec's type flags say 'Y' on the one type the facility has. */
export function facilityRow(f: FacilityRecord, residents: number): FacilityRow {
  const flag = (t: FacilityRecord["facilityType"]): "Y" | null => (f.facilityType === t ? "Y" : null);
  return {
    id: f.id,
    name: f.name,
    corporate_id: f.corporationId,
    corporate_name: f.corporation.name,
    date_modified: f.updatedAt.toISOString(),
    address_street: f.addressStreet,
    address_city: f.addressCity,
    address_state: f.addressState,
    address_postalcode: f.addressPostalcode,
    total_residents: residents,
    phone_office: f.phoneOffice,
    facility_type: f.facilityType,
    assisted_living_yn_c: flag("assisted_living"),
    independent_living_yn_c: flag("independent_living"),
    memory_care_yn_c: flag("memory_care"),
  };
}

/** The facility management list of one corporation, facility creation and agency details by id (spec 2 §7). */
export function createFacilityService(prisma: PrismaClient): FacilityService {
  async function rowsOf(records: FacilityRecord[]): Promise<FacilityRow[]> {
    const residents = await residentsByFacility(
      prisma,
      records.map((f) => f.id),
    );
    return records.map((f) => facilityRow(f, residents.get(f.id) ?? 0));
  }

  return {
    async list(q) {
      const corporation = await prisma.corporation.findUnique({
        where: { id: q.corporate_id },
        select: CORPORATION_SELECT,
      });
      if (!corporation) throw notFound("Corporation");
      // The contract has already refused a key that does not decode.
      const after = q.last_evaluated_key ? decodeFacilityCursor(q.last_evaluated_key) : null;
      const found = await facilitiesAfter(prisma, { corporationId: corporation.id, after, limit: q.limit });
      const page = found.slice(0, q.limit);
      const last = page.at(-1);
      const [corporate] = await withCounts(prisma, [corporation]);
      return {
        corporate: corporate!,
        facilities: await rowsOf(page),
        totalResidents: corporate!.total_residents,
        lastEvaluatedKey:
          found.length > q.limit && last ? encodeFacilityCursor({ name: last.name, id: last.id }) : null,
      };
    },

    async create(body) {
      const corporation = await prisma.corporation.findUnique({
        where: { id: body.corporate_id },
        select: { id: true },
      });
      if (!corporation) {
        const message = ORGANISATION_MESSAGES.unknownCorporation;
        throw new AppError("NOT_FOUND", message, { fields: [{ field: "body.corporate_id", reason: message }] });
      }
      if (await facilityNameTaken(prisma, corporation.id, body.name)) {
        throw fieldConflict("body.name", ORGANISATION_MESSAGES.facilityNameInUse);
      }
      const created = await prisma.facility.create({
        data: {
          name: body.name,
          corporationId: corporation.id,
          facilityType: body.facility_type,
          addressStreet: body.address_street,
          addressCity: body.address_city,
          addressState: body.address_state,
          addressPostalcode: body.address_postalcode,
          phoneOffice: body.phone_office,
          // The agency's clock (graphs, reports) follows the state it is in, as a member's does.
          timezone: timezoneOfState(body.address_state),
        },
        select: FACILITY_ROW_SELECT,
      });
      return facilityRow(created, 0);
    },

    async details(q) {
      const records = await prisma.facility.findMany({
        where: { id: { in: [...new Set(q.facility_ids)] } },
        orderBy: [{ name: "asc" }, { id: "asc" }],
        select: FACILITY_ROW_SELECT,
      });
      return { facilities: await rowsOf(records) };
    },
  };
}
