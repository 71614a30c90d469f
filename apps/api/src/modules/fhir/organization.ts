import type { Address, Organization } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import { FACILITY_TYPE_LABELS } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { facilityScope } from "../../access/senior-visibility.js";
import { isFacilityAgent } from "../../access/senior-visibility.js";
import { pageOverTwo, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { FACILITY_TYPE_SYSTEM, ORGANIZATION_TYPE } from "./systems.js";

type CorporationRow = Prisma.CorporationGetPayload<object>;
type FacilityRow = Prisma.FacilityGetPayload<object>;

export function corporationToOrganization(c: CorporationRow): Organization {
  return {
    resourceType: "Organization",
    id: c.id,
    meta: { lastUpdated: c.updatedAt.toISOString() },
    active: true,
    type: [{ coding: [{ system: ORGANIZATION_TYPE, code: "other", display: "Other" }], text: "Corporation" }],
    name: c.name,
    ...(c.phoneOffice ? { telecom: [{ system: "phone", value: c.phoneOffice, use: "work" }] } : {}),
  };
}

export function facilityToOrganization(f: FacilityRow): Organization {
  const address: Address = {
    use: "work",
    ...(f.addressStreet ? { line: [f.addressStreet] } : {}),
    ...(f.addressCity ? { city: f.addressCity } : {}),
    ...(f.addressState ? { state: f.addressState } : {}),
    ...(f.addressPostalcode ? { postalCode: f.addressPostalcode } : {}),
  };
  const hasAddress = Object.keys(address).length > 1;
  return {
    resourceType: "Organization",
    id: f.id,
    meta: { lastUpdated: f.updatedAt.toISOString() },
    active: true,
    type: [
      {
        coding: [
          { system: ORGANIZATION_TYPE, code: "prov", display: "Healthcare Provider" },
          { system: FACILITY_TYPE_SYSTEM, code: f.facilityType, display: FACILITY_TYPE_LABELS[f.facilityType] },
        ],
        text: FACILITY_TYPE_LABELS[f.facilityType],
      },
    ],
    name: f.name,
    ...(f.phoneOffice ? { telecom: [{ system: "phone", value: f.phoneOffice, use: "work" }] } : {}),
    ...(hasAddress ? { address: [address] } : {}),
    partOf: { reference: `Organization/${f.corporationId}` },
  };
}

/** Corporations a caller sees: every one for the roles that see every facility; a facility agent their facility's. */
function corporationScope(user: AccessClaims): Prisma.CorporationWhereInput {
  const facilities = facilityScope(user);
  if (Object.keys(facilities).length === 0) return {};
  return isFacilityAgent(user) ? { facilities: { some: facilities } } : { id: { in: [] } };
}

export interface OrganizationSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
}

export async function searchOrganizations(
  db: Db,
  user: AccessClaims,
  q: OrganizationSearch,
  page: Page,
): Promise<PageOf<Organization>> {
  const ids = idList(q._id);
  const updated = instantWhere(q._lastUpdated);
  const common = {
    ...(ids ? { id: { in: uuidsOf(ids) } } : {}),
    ...(updated ? { updatedAt: updated } : {}),
  };
  const corporations: Prisma.CorporationWhereInput = { AND: [corporationScope(user), common] };
  const facilities: Prisma.FacilityWhereInput = { AND: [facilityScope(user), common] };
  const got = await pageOverTwo(
    page,
    {
      size: () => db.corporation.count({ where: corporations }),
      fetchPage: (skip, take) => db.corporation.findMany({ where: corporations, orderBy: { id: "asc" }, skip, take }),
    },
    { fetchPage: (skip, take) => db.facility.findMany({ where: facilities, orderBy: { id: "asc" }, skip, take }) },
  );
  return {
    resources: [...got.first.map(corporationToOrganization), ...got.second.map(facilityToOrganization)],
    more: got.more,
  };
}

export async function readOrganization(db: Db, user: AccessClaims, id: string): Promise<Organization | null> {
  if (!isUuid(id)) return null;
  const key = id.toLowerCase();
  const facility = await db.facility.findFirst({ where: { AND: [{ id: key }, facilityScope(user)] } });
  if (facility) return facilityToOrganization(facility);
  const corporation = await db.corporation.findFirst({ where: { AND: [{ id: key }, corporationScope(user)] } });
  return corporation ? corporationToOrganization(corporation) : null;
}
