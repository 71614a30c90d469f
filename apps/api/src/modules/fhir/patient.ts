import type { Address, ContactPoint, HumanName, Patient } from "@medplum/fhirtypes";
import type { AccessClaims, FhirToken } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { splitPage, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { MEMBER_ID_SYSTEM, V2_IDENTIFIER_TYPE } from "./systems.js";

const include = { basicInfo: { select: { homePhone: true, email: true } } } satisfies Prisma.SeniorInclude;
type SeniorRow = Prisma.SeniorGetPayload<{ include: typeof include }>;

/** FHIR's administrative gender from the profile's free text (the portal offers Female and Male). */
function gender(raw: string | null): Patient["gender"] {
  const g = raw?.trim().toLowerCase();
  if (g === "female" || g === "f") return "female";
  if (g === "male" || g === "m") return "male";
  if (!g) return "unknown";
  return "other";
}

const present = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined && v !== "";

export function toPatient(s: SeniorRow): Patient {
  const name: HumanName = {
    use: "official",
    family: s.lastName,
    given: [s.firstName, s.middleName].filter(present),
  };
  const telecom: ContactPoint[] = [
    ...(s.mobileNumber ? [{ system: "phone" as const, value: s.mobileNumber, use: "mobile" as const }] : []),
    ...(s.basicInfo?.homePhone
      ? [{ system: "phone" as const, value: s.basicInfo.homePhone, use: "home" as const }]
      : []),
    ...(s.email ? [{ system: "email" as const, value: s.email }] : []),
  ];
  const line = [s.addressStreet, s.addressApartment].filter(present);
  const hasAddress = line.length > 0 || present(s.addressCity) || present(s.addressState) || present(s.addressZipcode);
  const address: Address = {
    use: "home",
    ...(line.length > 0 ? { line } : {}),
    ...(s.addressCity ? { city: s.addressCity } : {}),
    ...(s.addressState ? { state: s.addressState } : {}),
    ...(s.addressZipcode ? { postalCode: s.addressZipcode } : {}),
  };
  return {
    resourceType: "Patient",
    id: s.id,
    meta: { lastUpdated: s.updatedAt.toISOString() },
    identifier: [
      {
        use: "usual",
        type: { coding: [{ system: V2_IDENTIFIER_TYPE, code: "MB", display: "Member Number" }] },
        system: MEMBER_ID_SYSTEM,
        value: String(s.memberId),
      },
    ],
    active: s.isActive,
    name: [name],
    ...(telecom.length > 0 ? { telecom } : {}),
    gender: gender(s.gender),
    ...(s.dob ? { birthDate: s.dob.toISOString().slice(0, 10) } : {}),
    ...(hasAddress ? { address: [address] } : {}),
    ...(s.facilityId ? { managingOrganization: { reference: `Organization/${s.facilityId}` } } : {}),
  };
}

/** `identifier=[system|]value`: member ids (a value that is not a number, or another system, matches nothing). */
function memberIds(tokens: readonly FhirToken[] | undefined): number[] | undefined {
  if (!tokens) return undefined;
  return tokens
    .filter((t) => t.system === null || t.system === MEMBER_ID_SYSTEM)
    .filter((t) => /^\d{1,9}$/.test(t.code))
    .map((t) => Number(t.code));
}

export interface PatientSearch {
  _id?: string;
  _lastUpdated?: Parameters<typeof instantWhere>[0];
  identifier?: FhirToken[];
}

export async function searchPatients(
  db: Db,
  user: AccessClaims,
  q: PatientSearch,
  page: Page,
): Promise<PageOf<Patient>> {
  const ids = idList(q._id);
  const members = memberIds(q.identifier);
  const updated = instantWhere(q._lastUpdated);
  const where: Prisma.SeniorWhereInput = {
    AND: [
      patientScope(user),
      ...(ids ? [{ id: { in: uuidsOf(ids) } }] : []),
      ...(members ? [{ memberId: { in: members } }] : []),
      ...(updated ? [{ updatedAt: updated }] : []),
    ],
  };
  const rows = await db.senior.findMany({
    where,
    include,
    orderBy: [{ memberId: "asc" }],
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: shown.map(toPatient), more };
}

export async function readPatient(db: Db, user: AccessClaims, id: string): Promise<Patient | null> {
  if (!isUuid(id)) return null;
  const row = await db.senior.findFirst({ where: { AND: [{ id: id.toLowerCase() }, patientScope(user)] }, include });
  return row ? toPatient(row) : null;
}
