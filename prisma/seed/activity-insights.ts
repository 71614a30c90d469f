// Care insights over the 90 days before the anchor, through the columns the worker and the care-insight routes
// write: heart-rate alerts of the members whose insights are ON (as the threshold worker words them, each with its
// review history: approved, approved with edit or denied by an approver), caregiver and agency summaries written by
// the care agents, and what is waiting now: alerts and summaries sent for approval (the admin's review queue) and
// new alerts for the care agent to act on. They feed the review queue, the Messages tables, the agency summaries and
// the three care-insight reports.
import type { CareInsightStatus, Prisma, PrismaClient } from "@care/db";
import type { Rng } from "@care/ingest/prng";
import { before, coachedSeniors, plusMinutes, type Coached } from "./activity-common.js";
import { insertMissing } from "./batch.js";
import { demoRng, seedId } from "./ids.js";
import { DEMO_ACCOUNTS, staffId } from "./staff.js";
import { buildVitalThresholds, INSIGHTS_ON_MEMBERS } from "./vitals-goals.js";

/** Alerts waiting in the review queue (sent for approval within the last three days). */
export const WAITING_ALERTS = 8;
/** New alerts in the agent@demo.care caseload, for the care agent to act on. */
export const NEW_ALERT_MEMBERS: readonly number[] = [100003, 100011, 100019];

const APPROVERS = [staffId(DEMO_ACCOUNTS.admin.email), staffId(DEMO_ACCOUNTS.wellness.email)];

const SUMMARIES = [
  "Good week: walked most days and slept well. Daughter visited on Sunday.",
  "Weight steady, hydration a little low; reminded to keep a water bottle nearby.",
  "Sleep score down after a late night; back to the usual routine since.",
  "Enjoying the garden again; steps above goal four days out of seven.",
];
const AGENCY_SUMMARIES = [
  "Joined the morning exercise group three times this week.",
  "Resting more than usual; nursing team informed and watching.",
  "Settled in well, takes meals in the dining room.",
  "Family visit on Saturday; in good spirits.",
];

interface Out {
  insights: Prisma.CareInsightCreateManyInput[];
  history: Prisma.CareInsightStatusHistoryCreateManyInput[];
}

const fmt = (n: number): string => String(Number(n.toFixed(1)));

/** One history row per status the insight went through (the review routes write one per change). */
function withHistory(
  out: Out,
  row: Prisma.CareInsightCreateManyInput,
  steps: readonly { to: CareInsightStatus; at: Date; by: string | null; message: string }[],
): void {
  out.insights.push(row);
  let from: CareInsightStatus | null = null;
  steps.forEach((s, i) => {
    out.history.push({
      id: seedId("insight-history", `${row.id as string}:${i}`),
      insightId: row.id as string,
      fromStatus: from,
      toStatus: s.to,
      message: s.message,
      changedById: s.by,
      changedAt: s.at,
    });
    from = s.to;
  });
}

/** A heart-rate alert as the threshold worker builds it (apps/worker/src/insights/alert-insight.ts). */
function heartRateAlert(c: Coached, avg: number, key: string, at: Date, rng: Rng): Prisma.CareInsightCreateManyInput {
  const action = rng.chance(0.3);
  const value = Math.round(avg * (action ? rng.range(1.32, 1.45) : rng.range(1.17, 1.29)));
  const limit = avg * (action ? 1.3 : 1.15);
  const [lower, upper] = [avg * 0.85, avg * 1.15];
  const range = `${fmt(lower)}-${fmt(upper)} bpm`;
  const severity = action ? "action" : "attention";
  return {
    id: seedId("insight", key),
    seniorId: c.senior.id,
    facilityId: c.senior.facility?.id ?? null,
    type: "alert",
    kind: severity,
    status: "sent_for_approval",
    vitalType: "heart_rate",
    message: `Heart Rate of ${value} bpm is above the ${severity} threshold of ${fmt(limit)} bpm. Normal range: ${range}.`,
    range,
    rangeGoodLower: Number(lower.toFixed(4)),
    rangeGoodUpper: Number(upper.toFixed(4)),
    value,
    detail: [
      {
        generatedAt: at.toISOString(),
        vitalSign: "Heart Rate",
        variable: "heart_rate",
        current: value,
        unit: "bpm",
        range,
      },
    ],
    createdAt: at,
    updatedAt: at,
  };
}

function reviewedAlerts(out: Out, anchor: Date, c: Coached, avg: number, rng: Rng): void {
  const count = rng.chance(0.45) ? rng.int(1, 3) : 0;
  for (let n = 0; n < count; n++) {
    const at = before(anchor, rng.int(4, 88), rng.int(0, 1439));
    const row = heartRateAlert(c, avg, `${c.senior.memberId}:alert:${n}`, at, rng);
    if (at <= c.senior.createdAt) continue;
    const decidedAt = plusMinutes(at, rng.int(20, 600));
    const by = rng.pick(APPROVERS);
    const decision = rng.weighted<CareInsightStatus>([
      ["approved", 60],
      ["approved_with_edit", 15],
      ["denied", 25],
    ]);
    const original = row.message;
    const edited = `${original} Care agent will call to check in.`;
    const final = decision === "approved_with_edit" ? edited : original;
    withHistory(
      out,
      {
        ...row,
        status: decision,
        message: final,
        originalMessage: decision === "approved_with_edit" ? original : null,
        updatedById: by,
        updatedAt: decidedAt,
      },
      [
        { to: "sent_for_approval", at, by: null, message: original },
        { to: decision, at: decidedAt, by, message: final },
      ],
    );
  }
}

function summaries(out: Out, anchor: Date, c: Coached, rng: Rng): void {
  // A caregiver summary about once a month for half the seniors, approved by an approver within the day.
  if (!rng.chance(0.5)) return;
  for (const [n, daysBack] of [80, 50, 20].entries()) {
    const at = before(anchor, daysBack + rng.int(-4, 4), rng.int(0, 600));
    const agency = c.senior.facility !== null;
    const message = rng.pick(agency ? AGENCY_SUMMARIES : SUMMARIES);
    const decidedAt = plusMinutes(at, rng.int(30, 900));
    const by = rng.pick(APPROVERS);
    if (at <= c.senior.createdAt) continue;
    const type = agency ? "facility_summary" : "summary";
    withHistory(
      out,
      {
        id: seedId("insight", `${c.senior.memberId}:summary:${n}`),
        seniorId: c.senior.id,
        facilityId: c.senior.facility?.id ?? null,
        type,
        kind: type,
        status: "approved",
        message,
        createdById: c.agentId,
        updatedById: by,
        createdAt: at,
        updatedAt: decidedAt,
      },
      [
        { to: "sent_for_approval", at, by: c.agentId, message },
        { to: "approved", at: decidedAt, by, message },
      ],
    );
  }
}

export function buildInsightActivity(anchor: Date): Out {
  const rng = demoRng("activity-insights");
  const out: Out = { insights: [], history: [] };
  const heartRate = new Map(
    buildVitalThresholds(anchor)
      .filter((t) => t.measurementName === "heart_rate")
      .map((t) => [t.seniorId, Number(t.baselineAvg)]),
  );
  const coached = coachedSeniors(anchor);
  const insightsOn = coached.filter(
    (c) => c.senior.memberId >= INSIGHTS_ON_MEMBERS.from && c.senior.memberId <= INSIGHTS_ON_MEMBERS.to,
  );
  for (const c of insightsOn) reviewedAlerts(out, anchor, c, heartRate.get(c.senior.id) ?? 70, rng);
  for (const c of coached) summaries(out, anchor, c, rng);

  // Waiting for review: alerts of the last three days, and one caregiver and one agency summary of today.
  for (let n = 0; n < WAITING_ALERTS; n++) {
    const c = insightsOn[(n * 11 + 3) % insightsOn.length] as Coached;
    const at = before(anchor, 0, 30 + n * 500);
    const row = heartRateAlert(c, heartRate.get(c.senior.id) ?? 70, `waiting-alert:${n}`, at, rng);
    withHistory(out, row, [{ to: "sent_for_approval", at, by: null, message: row.message }]);
  }
  for (const [n, memberId] of [100001, 100002].entries()) {
    const c = coached.find((x) => x.senior.memberId === memberId) as Coached;
    const type = c.senior.facility ? "facility_summary" : "summary";
    const message = (c.senior.facility ? AGENCY_SUMMARIES : SUMMARIES)[n] as string;
    const at = before(anchor, 0, 90 + n * 60);
    withHistory(
      out,
      {
        id: seedId("insight", `waiting-summary:${n}`),
        seniorId: c.senior.id,
        facilityId: c.senior.facility?.id ?? null,
        type,
        kind: type,
        status: "sent_for_approval",
        message,
        createdById: c.agentId,
        updatedById: c.agentId,
        createdAt: at,
        updatedAt: at,
      },
      [{ to: "sent_for_approval", at, by: c.agentId, message }],
    );
  }
  // New alerts for agent@demo.care to act on (update-insight, or no action in bulk).
  for (const [n, memberId] of NEW_ALERT_MEMBERS.entries()) {
    const c = coached.find((x) => x.senior.memberId === memberId) as Coached;
    const at = before(anchor, 0, 45 + n * 120);
    const alert = heartRateAlert(c, heartRate.get(c.senior.id) ?? 70, `new-alert:${n}`, at, rng);
    const row: Prisma.CareInsightCreateManyInput = { ...alert, kind: "action", status: "new" };
    withHistory(out, row, [{ to: "new", at, by: null, message: row.message }]);
  }
  return out;
}

export async function seedInsightActivity(prisma: PrismaClient, anchor: Date): Promise<number> {
  const { insights, history } = buildInsightActivity(anchor);
  return (
    (await insertMissing((x) => prisma.careInsight.createMany(x), insights)) +
    (await insertMissing((x) => prisma.careInsightStatusHistory.createMany(x), history))
  );
}
