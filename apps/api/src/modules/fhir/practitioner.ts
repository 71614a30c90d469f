import type { ContactPoint, Practitioner } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { pageOverTwo, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { EMPLOYEE_ID_SYSTEM, PRACTITIONER_ROLE_SYSTEM } from "./systems.js";

// Practitioners are the people who look after a senior the caller reaches: their care agents (staff accounts with an
// open assignment) and their doctors and dentists (the Providers tab). Pharmacies are providers too, but an
// organisation, not a person: they are not exported (docs/interop.md "Not exported").

type StaffRow = Prisma.StaffUserGetPayload<object>;
type ProviderRow = Prisma.ProviderGetPayload<object>;

const PERSON_PROVIDERS = ["doctor", "dentist"] as const;

export function staffToPractitioner(s: StaffRow): Practitioner {
  const telecom: ContactPoint[] = [
    ...(s.phone ? [{ system: "phone" as const, value: s.phone, use: "work" as const }] : []),
    { system: "email", value: s.email, use: "work" },
  ];
  return {
    resourceType: "Practitioner",
    id: s.id,
    meta: { lastUpdated: s.updatedAt.toISOString() },
    ...(s.employeeId ? { identifier: [{ system: EMPLOYEE_ID_SYSTEM, value: s.employeeId }] } : {}),
    active: s.isActive,
    name: [{ use: "official", family: s.lastName, given: [s.firstName, s.middleName].filter((n): n is string => !!n) }],
    telecom,
    qualification: [
      {
        code: {
          coding: [{ system: PRACTITIONER_ROLE_SYSTEM, code: "care-agent", display: "Care agent" }],
          text: "Care agent",
        },
      },
    ],
  };
}

export function providerToPractitioner(p: ProviderRow): Practitioner {
  const kind = p.type === "dentist" ? "Dentist" : "Doctor";
  return {
    resourceType: "Practitioner",
    id: p.id,
    meta: { lastUpdated: p.updatedAt.toISOString() },
    active: true,
    name: [{ text: p.name }],
    ...(p.contactPhone ? { telecom: [{ system: "phone", value: p.contactPhone, use: "work" }] } : {}),
    qualification: [
      {
        code: {
          coding: [{ system: PRACTITIONER_ROLE_SYSTEM, code: p.type, display: kind }],
          text: p.speciality ? `${kind}, ${p.speciality}` : kind,
        },
      },
    ],
  };
}

function staffWhere(user: AccessClaims): Prisma.StaffUserWhereInput {
  return { seniorAssignments: { some: { unassignedAt: null, senior: patientScope(user) } } };
}

function providerWhere(user: AccessClaims): Prisma.ProviderWhereInput {
  return { type: { in: [...PERSON_PROVIDERS] }, senior: patientScope(user) };
}

export interface PractitionerSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
}

export async function searchPractitioners(
  db: Db,
  user: AccessClaims,
  q: PractitionerSearch,
  page: Page,
): Promise<PageOf<Practitioner>> {
  const ids = idList(q._id);
  const updated = instantWhere(q._lastUpdated);
  const common = { ...(ids ? { id: { in: uuidsOf(ids) } } : {}), ...(updated ? { updatedAt: updated } : {}) };
  const staff: Prisma.StaffUserWhereInput = { AND: [staffWhere(user), common] };
  const providers: Prisma.ProviderWhereInput = { AND: [providerWhere(user), common] };
  const got = await pageOverTwo(
    page,
    {
      size: () => db.staffUser.count({ where: staff }),
      fetchPage: (skip, take) => db.staffUser.findMany({ where: staff, orderBy: { id: "asc" }, skip, take }),
    },
    { fetchPage: (skip, take) => db.provider.findMany({ where: providers, orderBy: { id: "asc" }, skip, take }) },
  );
  return {
    resources: [...got.first.map(staffToPractitioner), ...got.second.map(providerToPractitioner)],
    more: got.more,
  };
}

export async function readPractitioner(db: Db, user: AccessClaims, id: string): Promise<Practitioner | null> {
  if (!isUuid(id)) return null;
  const key = id.toLowerCase();
  const provider = await db.provider.findFirst({ where: { AND: [{ id: key }, providerWhere(user)] } });
  if (provider) return providerToPractitioner(provider);
  const staff = await db.staffUser.findFirst({ where: { AND: [{ id: key }, staffWhere(user)] } });
  return staff ? staffToPractitioner(staff) : null;
}
