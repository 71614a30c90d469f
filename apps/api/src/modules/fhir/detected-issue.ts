import type { DetectedIssue, DetectedIssueMitigation } from "@medplum/fhirtypes";
import type { AccessClaims, AlarmTimeline, FhirDateBound } from "@care/contracts";
import type { Db, Prisma } from "@care/db";
import { alarmTimeline } from "../alarms/timeline.js";
import { splitPage, type Page, type PageOf } from "./bundle.js";
import { idList, instantWhere, isUuid, uuidsOf } from "./dates.js";
import { observationScope } from "./scope.js";
import { ALARM_STEP_SYSTEM, ALARM_TYPE_SYSTEM } from "./systems.js";

// SOS and fall alarms as DetectedIssues (docs/interop.md "Alarms"): an issue raised about the patient by a device
// (`implicated`), identified when it happened, whose handling is its `mitigation` list: every step of the alarm's
// timeline as the portal shows it (raised, received, published, delivered, taken, escalated, notified, call started,
// closed), each with its time and, for a person's step, the Practitioner. A Flag could say "this patient had a
// fall" but not what was done about it, and a Communication is one message, not a chain of them.

type AlarmRow = Prisma.AlarmGetPayload<{ include: { senior: { select: { accountId: true } } } }>;

/** Open (pending or taken) alarms are preliminary; a closed one is final. */
const STATUS: Record<AlarmRow["status"], DetectedIssue["status"]> = {
  pending: "preliminary",
  assigned: "preliminary",
  closed: "final",
};

export function toDetectedIssue(a: AlarmRow, timeline: AlarmTimeline): DetectedIssue {
  const mitigation: DetectedIssueMitigation[] = timeline.steps.map((s) => ({
    action: { coding: [{ system: ALARM_STEP_SYSTEM, code: s.kind }], text: s.kind.replace("_", " ") },
    date: s.at,
    ...(s.actor_id ? { author: { reference: `Practitioner/${s.actor_id}`, display: s.actor_name ?? undefined } } : {}),
  }));
  const detail = [a.outcome ? `Outcome: ${a.outcome.replaceAll("_", " ")}` : null, a.closeNotes].filter(Boolean);
  return {
    resourceType: "DetectedIssue",
    id: a.id,
    meta: { lastUpdated: a.updatedAt.toISOString() },
    status: STATUS[a.status],
    code: {
      coding: [{ system: ALARM_TYPE_SYSTEM, code: a.type, display: a.type === "sos" ? "SOS" : "Fall" }],
      text: a.type === "sos" ? "SOS" : "Fall",
    },
    severity: "high",
    patient: { reference: `Patient/${a.seniorId}` },
    identifiedDateTime: a.occurredAt.toISOString(),
    ...(a.deviceId ? { implicated: [{ reference: `Device/${a.deviceId}` }] } : {}),
    ...(detail.length > 0 ? { detail: detail.join(". ") } : {}),
    ...(mitigation.length > 0 ? { mitigation } : {}),
  };
}

const include = { senior: { select: { accountId: true } } } as const;

/** The alarms of the seniors whose readings the caller reads (the Fall & SOS history's rule), as this API narrows it. */
function within(user: AccessClaims, seniorId?: string): Prisma.AlarmWhereInput {
  return { senior: observationScope(user), ...(seniorId ? { seniorId } : {}) };
}

/** Each alarm with its timeline, read by the alarms module exactly as the portal's alarm-timeline route reads it. */
async function withTimelines(db: Db, user: AccessClaims, rows: readonly AlarmRow[]): Promise<DetectedIssue[]> {
  const out: DetectedIssue[] = [];
  for (const a of rows) {
    const timeline = await alarmTimeline(db, user, {
      alarm_id: a.id,
      senior_id: a.seniorId,
      account_id: a.senior.accountId,
    });
    out.push(toDetectedIssue(a, timeline));
  }
  return out;
}

export interface DetectedIssueSearch {
  _id?: string;
  _lastUpdated?: FhirDateBound[];
  patient?: string;
  date?: FhirDateBound[];
}

export async function searchDetectedIssues(
  db: Db,
  user: AccessClaims,
  q: DetectedIssueSearch,
  page: Page,
): Promise<PageOf<DetectedIssue>> {
  const ids = idList(q._id);
  const date = instantWhere(q.date);
  const updated = instantWhere(q._lastUpdated);
  const rows = await db.alarm.findMany({
    where: {
      AND: [
        within(user, q.patient),
        ...(ids ? [{ id: { in: uuidsOf(ids) } }] : []),
        ...(date ? [{ occurredAt: date }] : []),
        ...(updated ? [{ updatedAt: updated }] : []),
      ],
    },
    include,
    orderBy: [{ occurredAt: "desc" }, { id: "asc" }],
    skip: page.offset,
    take: page.count + 1,
  });
  const { rows: shown, more } = splitPage(rows, page);
  return { resources: await withTimelines(db, user, shown), more };
}

export async function readDetectedIssue(db: Db, user: AccessClaims, id: string): Promise<DetectedIssue | null> {
  if (!isUuid(id)) return null;
  const row = await db.alarm.findFirst({ where: { AND: [{ id: id.toLowerCase() }, within(user)] }, include });
  return row ? ((await withTimelines(db, user, [row]))[0] ?? null) : null;
}
