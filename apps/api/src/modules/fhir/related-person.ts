import type { CodeableConcept, ContactPoint, RelatedPerson } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { splitPage, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { CAREGIVER_TYPE_SYSTEM } from "./systems.js";

// The care circle (caregivers: family, friends, neighbours) of a senior the caller reaches.

type CaregiverRow = Prisma.CaregiverGetPayload<object>;

const V2_CONTACT_ROLE = "http://terminology.hl7.org/CodeSystem/v2-0131";

export function toRelatedPerson(c: CaregiverRow): RelatedPerson {
  const relationship: CodeableConcept[] = [
    {
      coding: [{ system: CAREGIVER_TYPE_SYSTEM, code: c.caregiverType, display: `${c.caregiverType} caregiver` }],
      ...(c.relationship ? { text: c.relationship } : {}),
    },
    ...(c.emergencyContact ? [{ coding: [{ system: V2_CONTACT_ROLE, code: "C", display: "Emergency Contact" }] }] : []),
  ];
  const telecom: ContactPoint[] = [
    ...(c.mobileNumber ? [{ system: "phone" as const, value: c.mobileNumber, use: "mobile" as const }] : []),
    ...(c.email ? [{ system: "email" as const, value: c.email }] : []),
  ];
  return {
    resourceType: "RelatedPerson",
    id: c.id,
    meta: { lastUpdated: c.updatedAt.toISOString() },
    active: true,
    patient: { reference: `Patient/${c.seniorId}` },
    relationship,
    name: [{ family: c.lastName, given: [c.firstName] }],
    ...(telecom.length > 0 ? { telecom } : {}),
  };
}

function within(user: AccessClaims, seniorId?: string): Prisma.CaregiverWhereInput {
  return { senior: patientScope(user), ...(seniorId ? { seniorId } : {}) };
}

export interface RelatedPersonSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
  patient?: string;
}

export async function searchRelatedPersons(
  db: Db,
  user: AccessClaims,
  q: RelatedPersonSearch,
  page: Page,
): Promise<PageOf<RelatedPerson>> {
  const ids = idList(q._id);
  const updated = instantWhere(q._lastUpdated);
  const rows = await db.caregiver.findMany({
    where: {
      AND: [
        within(user, q.patient),
        ...(ids ? [{ id: { in: uuidsOf(ids) } }] : []),
        ...(updated ? [{ updatedAt: updated }] : []),
      ],
    },
    orderBy: { id: "asc" },
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: shown.map(toRelatedPerson), more };
}

export async function readRelatedPerson(db: Db, user: AccessClaims, id: string): Promise<RelatedPerson | null> {
  if (!isUuid(id)) return null;
  const row = await db.caregiver.findFirst({ where: { AND: [{ id: id.toLowerCase() }, within(user)] } });
  return row ? toRelatedPerson(row) : null;
}
