import type { Flag } from "@medplum/fhirtypes";
import type { AccessClaims, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { insightScope, seesApprovedOnly } from "../../access/senior-visibility.js";
import { splitPage, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { patientScope } from "./scope.js";
import { CARE_INSIGHT_KIND_SYSTEM, CARE_INSIGHT_TYPE_SYSTEM } from "./systems.js";

// Care insights of a senior as Flags: what the care team should know about the patient (an alert, a summary, a
// milestone), with its message. Facility-wide summaries, which belong to no senior, are not exported.

type InsightRow = Prisma.CareInsightGetPayload<object>;

/** A denied insight was never true; one abandoned or closed without action is no longer current. */
function statusOf(status: InsightRow["status"]): Flag["status"] {
  if (status === "denied") return "entered-in-error";
  if (status === "abandoned" || status === "no_action") return "inactive";
  return "active";
}

export function toFlag(i: InsightRow & { seniorId: string }): Flag {
  return {
    resourceType: "Flag",
    id: i.id,
    meta: { lastUpdated: i.updatedAt.toISOString() },
    status: statusOf(i.status),
    category: [{ coding: [{ system: CARE_INSIGHT_TYPE_SYSTEM, code: i.type }], text: i.type }],
    code: { coding: [{ system: CARE_INSIGHT_KIND_SYSTEM, code: i.kind }], text: i.message },
    subject: { reference: `Patient/${i.seniorId}` },
    period: { start: i.createdAt.toISOString() },
  };
}

/**
 * The insights the caller reads as on a senior's care-insight history (insightScope; approved ones only for a
 * facility agent), of the seniors this API gives them (patientScope: a care agent's assigned seniors).
 */
function within(user: AccessClaims, seniorId?: string): Prisma.CareInsightWhereInput {
  return {
    AND: [
      insightScope(user),
      { senior: { is: patientScope(user) } },
      seniorId ? { seniorId } : { seniorId: { not: null } },
      ...(seesApprovedOnly(user)
        ? [{ status: { in: ["approved", "approved_with_edit"] as InsightRow["status"][] } }]
        : []),
    ],
  };
}

export interface FlagSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
  patient?: string;
  date?: FhirDateBound[];
}

export async function searchFlags(db: Db, user: AccessClaims, q: FlagSearch, page: Page): Promise<PageOf<Flag>> {
  const ids = idList(q._id);
  const date = instantWhere(q.date);
  const updated = instantWhere(q._lastUpdated);
  const rows = await db.careInsight.findMany({
    where: {
      AND: [
        within(user, q.patient),
        ...(ids ? [{ id: { in: uuidsOf(ids) } }] : []),
        ...(date ? [{ createdAt: date }] : []),
        ...(updated ? [{ updatedAt: updated }] : []),
      ],
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: shown.map((r) => toFlag(r as InsightRow & { seniorId: string })), more };
}

export async function readFlag(db: Db, user: AccessClaims, id: string): Promise<Flag | null> {
  if (!isUuid(id)) return null;
  const row = await db.careInsight.findFirst({ where: { AND: [{ id: id.toLowerCase() }, within(user)] } });
  return row ? toFlag(row as InsightRow & { seniorId: string }) : null;
}
