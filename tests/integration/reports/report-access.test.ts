// Issue 25 item 1: a report holds only what its requester could read through the routes. Every report type × every
// staff role: the API either refuses the run with 403 and then every route the type mirrors refuses that role for the
// seeded seniors too, or it builds the run, and the workbook's rows for the fixture seniors (a resident of the facility
// agent's facility, a resident of another facility, a member living at home) are what the same caller reads about
// each of them through those routes. Care agents and warehouse employees run no reports at all. Then the build-time
// re-check (a role or a facility that changed after the run was asked for), schedules the requester may not read,
// runs a caller may no longer read, and each role's tiles.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { msToNs, REPORT_TYPES } from "@care/contracts";
import type { Senior } from "@care/db";
import { bearer, type Caller, type DemoRole, type TestResponse } from "../../support/harness.js";
import { tokenFor } from "../../support/tokens.js";
import { makeInsight, putAlarm, putNight, putReadings } from "../../support/fixtures.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { createReportsProcessor } from "../../../apps/worker/src/queues/reports.js";
import { fireSchedule } from "../../../apps/worker/src/reports/schedules.js";
import { download, finished, type SheetContent } from "./report-support.js";

let h: WorkerHarness;

/** The roles that may use the report routes, and the two that may not. */
const REPORTERS = ["admin", "wellness", "bdm", "facility"] as const;
type Reporter = (typeof REPORTERS)[number];
const OUTSIDERS = ["agent", "warehouse"] as const;

const EVERY_TYPE = [
  "heart_rate",
  "watch_activity",
  "sleep_14_day",
  "body_scale",
  "hydration",
  "falls_sos",
  "emergent_care",
  "alarm_response_times",
  "care_insight_alerts",
  "care_insight_summaries",
  "care_insight_review_turnaround",
  "call_logs",
  "call_schedule_adherence",
  "holistic",
  "falls_assessment",
  "ucla_loneliness",
  "adl_katz_lawton",
  "caregiver_strain",
  "member_questionnaire",
  "wellness_plan",
  "wellness_goals",
  "medical_conditions",
  "medication_list",
  "device_inventory",
  "offline_watches",
  "active_members",
  "disable_report",
  "members_per_zone",
  "staff_caseloads",
];

/**
 * The types each role may run, written out from the routes' roles: vitals, alarms and insights for the wellness
 * roles (never BDM), calls, assessments, plans, the device stock and staff for Admin and Admin_WellnessServices, the
 * medical lists for the care team (facility agents their own residents), members for every onboarding role.
 */
const MAY_RUN: Record<Reporter, readonly string[]> = {
  admin: EVERY_TYPE,
  wellness: EVERY_TYPE,
  bdm: ["offline_watches", "active_members", "disable_report", "members_per_zone"],
  facility: [
    "heart_rate",
    "watch_activity",
    "sleep_14_day",
    "body_scale",
    "hydration",
    "falls_sos",
    "alarm_response_times",
    "care_insight_alerts",
    "care_insight_summaries",
    "medical_conditions",
    "medication_list",
    "offline_watches",
    "active_members",
    "members_per_zone",
  ],
};

const MARCH = { from_date: "2026-03-01", to_date: "2026-03-31" };
const at = (iso: string): Date => new Date(iso);
// The routes are asked about a window around March: every fixture row is mid-month, the seed has none of these rows.
const WINDOW = { start: Date.parse("2026-02-27T00:00:00Z"), end: Date.parse("2026-04-03T00:00:00Z") };
const ISO_WINDOW = { start_timestamp: "2026-02-27T00:00:00.000Z", end_timestamp: "2026-04-03T00:00:00.000Z" };

type Place = "own" | "other" | "home";
const PLACES: readonly Place[] = ["own", "other", "home"];
/** The fixture seniors (active), and a disabled one of each place (the disable report's rows). */
let seniors: Record<Place, Senior>;
let disabled: Record<Place, Senior>;
let facilityId: string;

const ref = (s: Senior) => ({ senior_id: s.id, account_id: s.accountId });
const nsPeriod = (s: Senior) => ({
  ...ref(s),
  start_timestamp: msToNs(WINDOW.start),
  end_timestamp: msToNs(WINDOW.end),
  timezone: s.timezone,
});

/** The route's data, or null when it refuses the caller (403) or hides the senior from them (404). */
function readable(res: TestResponse, what: string): TestResponse["body"]["data"] | null {
  if (res.status === 403 || res.status === 404) return null;
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

// ── fixtures ─────────────────────────────────────────────────────────────────────────────────────────────────────

const all = (prefix: string, n: number, value: (i: number) => string): Record<string, { value: string }> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}_${i + 1}`, { value: value(i + 1) }]));

/** One submitted response of each assessment group the reports cover (answers as report-assessments.test.ts). */
const ASSESSMENT_ANSWERS: Record<string, Record<string, unknown>> = {
  holistic: {
    ...all("holistic_physical", 2, () => "always"),
    ...all("holistic_emotional", 2, () => "never"),
    ...all("holistic_social", 2, () => "sometimes"),
    ...all("holistic_spiritual", 2, () => "sometimes"),
  },
  "fall-hospitalization": {
    ...all("falls_history", 3, () => "yes"),
    ...all("falls_balance", 4, () => "no"),
    ...all("falls_hospital", 2, () => "no"),
  },
  "ucla-loneliness": all("ucla", 3, () => "often"),
  "adl-katz": all("katz", 6, (i) => `katz_${i}_o1`),
  "caregiver-strain": all("strain", 10, (i) => (i <= 3 ? "regular" : "no")),
  "member-questionnaire-1": {
    mq1_1: { value: "good" },
    mq1_open_1: { text: "Gardening" },
    mq1_open_2: { text: "Rides" },
  },
};

/** Every kind of row the reports read, for one senior, in March 2026 (`n`: the senior's slot for calls). */
async function seed(s: Senior, n: number): Promise<void> {
  const p = h.prisma;
  const agent = h.user("agent").id;
  const admin = h.user("admin").id;
  await putReadings(p, s, "heart_rate", [
    [at("2026-03-10T15:00:00Z"), 70],
    [at("2026-03-11T15:00:00Z"), 75],
  ]);
  await putReadings(p, s, "steps", [[at("2026-03-10T15:00:00Z"), 1200]]);
  await putReadings(p, s, "weight", [[at("2026-03-12T15:00:00Z"), 70]]);
  await putReadings(p, s, "hydration", [[at("2026-03-12T15:00:00Z"), 55]]);
  await putNight(p, s, { start: at("2026-03-14T03:00:00Z"), end: at("2026-03-14T11:00:00Z") });
  await putAlarm(p, s.id, "sos", at("2026-03-05T15:00:00Z"));
  await putAlarm(p, s.id, "fall", at("2026-03-06T15:00:00Z"));
  await p.alarm.updateMany({ where: { seniorId: s.id, type: "sos" }, data: { closeNotes: "Checked in by phone" } });
  // An approved alert that went through review, one still waiting, an approved summary and one only sent.
  const approved = await makeInsight(p, {
    seniorId: s.id,
    facilityId: s.facilityId,
    status: "approved",
    createdAt: at("2026-03-07T15:00:00Z"),
  });
  await p.careInsightStatusHistory.createMany({
    data: [
      { insightId: approved, toStatus: "sent_for_approval", changedAt: at("2026-03-07T15:00:00Z") },
      {
        insightId: approved,
        fromStatus: "sent_for_approval",
        toStatus: "approved",
        changedById: admin,
        changedAt: at("2026-03-07T15:30:00Z"),
      },
    ],
  });
  const waiting = await makeInsight(p, {
    seniorId: s.id,
    facilityId: s.facilityId,
    status: "sent_for_approval",
    createdAt: at("2026-03-07T16:00:00Z"),
  });
  await p.careInsightStatusHistory.create({
    data: { insightId: waiting, toStatus: "sent_for_approval", changedAt: at("2026-03-07T16:00:00Z") },
  });
  for (const [status, day] of [
    ["approved", "08"],
    ["sent", "09"],
  ] as const) {
    await makeInsight(p, {
      seniorId: s.id,
      facilityId: s.facilityId,
      type: "summary",
      status,
      createdAt: at(`2026-03-${day}T15:00:00Z`),
    });
  }
  const call = await p.callSchedule.create({
    data: {
      seniorId: s.id,
      calleeId: s.id,
      careAgentId: agent,
      // One care agent calls each senior in turn: a slot of their own.
      startTime: at(`2026-03-09T1${n}:00:00Z`),
      endTime: at(`2026-03-09T1${n}:30:00Z`),
      durationMinutes: 30,
      reason: "senior_check_in",
      status: "completed",
    },
  });
  await p.callLog.create({
    data: {
      seniorId: s.id,
      careAgentId: agent,
      callId: call.id,
      startTime: at(`2026-03-09T1${n}:05:00Z`),
      callTime: at(`2026-03-09T1${n}:05:00Z`),
      durationSeconds: 600,
      reason: "senior_check_in",
      notes: "Feeling well",
    },
  });
  let day = 10;
  for (const [group, answers] of Object.entries(ASSESSMENT_ANSWERS)) {
    const res = await h.as("wellness").post(`/api/users/assessments/${group}`, {
      ...ref(s),
      action: "submit",
      form_version: 1,
      answers,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await p.assessmentResponse.update({
      where: { id: res.body.data.response.response_id as string },
      data: { submittedAt: at(`2026-03-${day++}T15:00:00Z`) },
    });
  }
  const plan = await p.wellnessPlan.create({ data: { seniorId: s.id, currentVersion: 1, careAgentId: agent } });
  await p.wellnessPlanVersion.create({ data: { planId: plan.id, version: 1, situation: "Lives alone" } });
  const goal = await p.wellnessGoal.create({ data: { planId: plan.id, seq: 1 } });
  await p.wellnessGoalVersion.create({
    data: { goalId: goal.id, planId: plan.id, planVersion: 1, seq: 1, goal: "Walk daily", action: "Walk 20 min" },
  });
  await p.medicalCondition.create({ data: { seniorId: s.id, condition: "Hypertension" } });
  await p.medication.createMany({
    data: [
      { seniorId: s.id, medicine: "Lisinopril" },
      { seniorId: s.id, medicine: "Metformin" },
    ],
  });
  // The member's watch is offline.
  await p.device.updateMany({
    where: { type: { in: ["watch", "techuva_watch"] }, assignments: { some: { seniorId: s.id, unlinkedAt: null } } },
    data: { online: false },
  });
}

async function seedAll(): Promise<void> {
  facilityId = h.user("facility").facilityId!;
  const used: number[] = [];
  const pick = async (where: object): Promise<Senior> => {
    const s = await h.prisma.senior.findFirstOrThrow({
      where: { isActive: true, memberId: { notIn: used }, ...where },
      orderBy: { memberId: "asc" },
    });
    used.push(s.memberId);
    return s;
  };
  const places: Record<Place, object> = {
    own: { facilityId },
    other: { facilityId: { not: null, notIn: [facilityId] } },
    home: { facilityId: null, isResident: false },
  };
  seniors = {
    own: await pick(places.own),
    other: await pick(places.other),
    home: await pick(places.home),
  };
  disabled = {
    own: await pick(places.own),
    other: await pick(places.other),
    home: await pick(places.home),
  };
  for (const [n, place] of PLACES.entries()) await seed(seniors[place], n + 4);
  for (const place of PLACES) {
    await h.prisma.senior.update({
      where: { id: disabled[place].id },
      data: {
        isActive: false,
        disabledReason: "Moved away",
        disabledAt: at("2026-03-20T15:00:00Z"),
        disabledById: h.user("admin").id,
      },
    });
  }
  // The facility a resident belongs to now decides: a summary the other facility's resident got while living in the
  // facility agent's facility (the facility copied onto the insight) is no longer the facility agent's to read.
  await makeInsight(h.prisma, {
    seniorId: seniors.other.id,
    facilityId,
    type: "summary",
    status: "approved",
    createdAt: at("2026-03-10T15:00:00Z"),
  });
  // An agency summary of the facility that belongs to no senior: the approvers' (the facility list of summaries).
  await h.prisma.careInsight.create({
    data: {
      seniorId: null,
      facilityId,
      type: "facility_summary",
      kind: "facility_summary",
      status: "approved",
      message: "A calm week at the facility",
      createdAt: at("2026-03-11T15:00:00Z"),
    },
  });
}

// ── what each caller reads through the routes ────────────────────────────────────────────────────────────────────

/** Rows a route shows about one senior, or null when it refuses the caller or hides the senior. */
type SeniorReader = (c: Caller, s: Senior) => Promise<number | null>;

const count =
  (url: string, pick: (data: TestResponse["body"]["data"]) => number, query: (s: Senior) => object = nsPeriod) =>
  async (c: Caller, s: Senior): Promise<number | null> => {
    const data = readable(await c.get(url, query(s) as Record<string, unknown>), url);
    return data === null ? null : pick(data);
  };

const alarms: SeniorReader = async (c, s) => {
  const q = { ...ref(s), ...ISO_WINDOW, limit: 1000 };
  const sos = readable(await c.get("/api/supervision/sos", q), "sos");
  const falls = readable(await c.get("/api/supervision/fall-detection", q), "fall-detection");
  return sos === null || falls === null ? null : sos.length + falls.length;
};
const callLogs = count(
  "/api/supervision/call-logs",
  (d) => d.total,
  (s) => ({ ...ref(s), limit: 100 }),
);

interface Insight {
  care_insight_id: string;
  insight_type: string;
}
async function insights(c: Caller, s: Senior): Promise<Insight[] | null> {
  const q = { ...ref(s), ...ISO_WINDOW, limit: 100 };
  const data = readable(await c.get("/api/careinsights/history", q), "careinsights/history");
  return data === null ? null : (data.items as Insight[]);
}
const ofType =
  (...types: string[]): SeniorReader =>
  async (c, s) =>
    (await insights(c, s))?.filter((i) => types.includes(i.insight_type)).length ?? null;

/** Insights that went to review, as the review queue's readers see their history. */
const reviewed: SeniorReader = async (c, s) => {
  if (readable(await c.get("/api/careinsights/review"), "careinsights/review") === null) return null;
  const list = await insights(c, s);
  if (list === null) return null;
  let n = 0;
  for (const i of list) {
    const steps = readable(
      await c.get("/api/careinsights/sub-history", { care_insight_id: i.care_insight_id, senior_id: s.id }),
      "sub-history",
    );
    if ((steps as { to_status: string }[] | null)?.some((step) => step.to_status === "sent_for_approval")) n += 1;
  }
  return n;
};

const submitted =
  (...groups: string[]): SeniorReader =>
  async (c, s) => {
    let n = 0;
    for (const g of groups) {
      const data = readable(await c.get(`/api/users/assessments/${g}/history`, ref(s)), g);
      if (data === null) return null;
      n += (data.items as { status: string }[]).filter((r) => r.status === "submit").length;
    }
    return n;
  };

/** Needs every reader to let the caller in; the rows are the first one's. */
const both =
  (rows: SeniorReader, ...also: SeniorReader[]): SeniorReader =>
  async (c, s) => {
    for (const r of also) if ((await r(c, s)) === null) return null;
    return rows(c, s);
  };

const WATCHES = ["watch", "techuva_watch"];

/** Agency summaries without a senior: the rows the facility list of summaries shows the caller. */
async function agencySummaries(c: Caller, sheet: SheetContent, label: string): Promise<void> {
  const data = readable(await c.get("/api/careinsights/all-facility", { facility_id: facilityId, limit: 100 }), label);
  const read = ((data?.items ?? []) as { senior_id: string | null }[]).filter((i) => i.senior_id === null).length;
  const shown = sheet.rows.filter((r) => r[0] === "Agency Summary" && r[1] === undefined).length;
  expect(shown, `${label}: agency summaries without a senior`).toBe(read);
}

/**
 * The notes staff wrote when closing an alarm: no route shows them to a facility agent, so neither does their
 * report; the organisation's roles, who take and close alarms, get them.
 */
async function closeNotes(_c: Caller, sheet: SheetContent, label: string, role: Reporter): Promise<void> {
  const notes = sheet.rows.map((r) => r[10]).filter((v) => v !== undefined);
  if (role === "facility") expect(notes, label).toEqual([]);
  else expect(notes, label).toEqual(["Checked in by phone", "Checked in by phone", "Checked in by phone"]);
}

/**
 * Per-senior types: the reader, the column of the member id in the workbook, and what else the type shows beyond
 * its members' rows.
 */
const PER_SENIOR: Record<
  string,
  {
    read: SeniorReader;
    memberColumn?: number;
    beyond?: (c: Caller, sheet: SheetContent, label: string, role: Reporter) => Promise<void>;
  }
> = {
  heart_rate: { read: count("/api/measurement/vitals/heart", (d) => d.data.length) },
  watch_activity: {
    read: count(
      "/api/measurement/activity/series",
      (d) => Object.values(d.data as Record<string, { step_count: number }>).filter((b) => b.step_count > 0).length,
    ),
  },
  sleep_14_day: { read: count("/api/measurement/sleep/daily", (d) => Object.keys(d.detail).length) },
  body_scale: {
    read: count("/api/measurement/body-health/raw-measurement", (d) => Object.keys(d.data.all_data).length),
  },
  hydration: {
    read: count(
      "/api/measurement/body-health/body-graph",
      (d) => (d.data as { hydration?: number | null }[]).filter((b) => b.hydration != null).length,
      (s) => ({ ...nsPeriod(s), measurement_type: "hydration" }),
    ),
  },
  falls_sos: { read: alarms, beyond: closeNotes },
  emergent_care: { read: both(alarms, callLogs) },
  care_insight_alerts: { read: ofType("alert") },
  care_insight_summaries: { read: ofType("summary", "facility_summary"), memberColumn: 1, beyond: agencySummaries },
  care_insight_review_turnaround: { read: reviewed },
  call_logs: { read: callLogs },
  call_schedule_adherence: {
    read: both(
      count(
        "/api/supervision/call-schedule",
        (d) => d.length,
        (s) => ({
          ...ref(s),
          start_time: "2026-03-02T00:00:00.000Z",
          end_time: "2026-03-30T00:00:00.000Z",
        }),
      ),
      callLogs,
    ),
  },
  holistic: { read: submitted("holistic") },
  falls_assessment: { read: submitted("fall-hospitalization") },
  ucla_loneliness: { read: submitted("ucla-loneliness") },
  adl_katz_lawton: { read: submitted("adl-katz", "adl-brody") },
  caregiver_strain: { read: submitted("caregiver-strain") },
  member_questionnaire: {
    read: submitted("member-questionnaire-1", "member-questionnaire-2", "member-questionnaire-3"),
  },
  wellness_plan: {
    read: count(
      "/api/users/wellness-plan",
      (d) => (d.current_version > 0 ? 1 : 0),
      (s) => ({ customer_id: s.id }),
    ),
  },
  wellness_goals: {
    read: count(
      "/api/users/wellness-plan/goals",
      (d) => d.data.length,
      (s) => ({ customer_id: s.id }),
    ),
  },
  medical_conditions: { read: count("/api/users/senior/medical-condition", (d) => d.total, ref) },
  medication_list: { read: count("/api/users/senior/medication", (d) => d.total, ref) },
  offline_watches: {
    read: count(
      "/api/users/medical-device",
      (d) =>
        (d.devices as { device_type: string; watch_status: string }[]).filter(
          (x) => WATCHES.includes(x.device_type) && x.watch_status === "offline",
        ).length,
      ref,
    ),
  },
};

/** Every page of a keyset list. */
async function keyPages<T>(c: Caller, url: string, q: Record<string, unknown>): Promise<T[] | null> {
  const out: T[] = [];
  let key: string | null | undefined;
  do {
    const data = readable(await c.get(url, { ...q, ...(key ? { last_evaluated_key: key } : {}) }), url);
    if (data === null) return null;
    out.push(...(data.items as T[]));
    key = data.last_evaluated_key;
  } while (key);
  return out;
}

/** Every page of an offset list. */
async function offsetPages<T>(c: Caller, url: string, q: Record<string, unknown>): Promise<T[] | null> {
  const out: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const data = readable(await c.get(url, { ...q, offset, limit: 100 }), url);
    if (data === null) return null;
    out.push(...(data.items as T[]));
    if (offset + 100 >= data.total) return out;
  }
}

interface ListedSenior {
  member_id: number;
  zone: string;
  agency: string | null;
}

const memberIds = (rows: unknown[][], column = 0): number[] =>
  rows.map((r) => r[column]).filter((v): v is number => typeof v === "number");
const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b);

/**
 * Types about the whole population (or staff, or the stock): the workbook against the whole list the caller reads.
 * "refused" when the route refuses the caller; otherwise the sheet (when given) was compared.
 */
type Whole = (c: Caller, sheet: SheetContent | null) => Promise<"refused" | "read">;
const outcome = (listed: unknown): "refused" | "read" => (listed === null ? "refused" : "read");
const WHOLE: Record<string, Whole> = {
  // Issue 27 item 6: the figures the response-time screen shows the caller for March: the total and each facility.
  async alarm_response_times(c, sheet) {
    const data = readable(
      await c.get("/api/supervision/response-times", {
        from: ISO_WINDOW.start_timestamp,
        to: ISO_WINDOW.end_timestamp,
        group_by: "facility",
      }),
      "response times",
    );
    if (data === null || sheet === null) return outcome(data);
    const facilities = (data.groups as { name: string; alarms: number }[]).map((g) => [g.name, g.alarms]);
    expect(sheet.rows.filter((r) => r[0] === "All alarms").map((r) => r[3])).toEqual([data.total.alarms]);
    expect(sheet.rows.filter((r) => r[0] === "Facility").map((r) => [r[1], r[3]])).toEqual(facilities);
    expect(data.total.alarms).toBeGreaterThan(0);
    return "read";
  },
  async active_members(c, sheet) {
    const listed = await keyPages<ListedSenior>(c, "/api/users/senior/list", { order: "member_id", limit: 100 });
    if (listed === null || sheet === null) return outcome(listed);
    expect(sorted(memberIds(sheet.rows))).toEqual(sorted(listed.map((s) => s.member_id)));
    return "read";
  },
  async members_per_zone(c, sheet) {
    const listed = await keyPages<ListedSenior>(c, "/api/users/senior/list", { order: "member_id", limit: 100 });
    if (listed === null || sheet === null) return outcome(listed);
    const expected = new Map<string, number>();
    for (const s of listed) {
      const key = `${s.agency ?? "No Facility"}|${s.zone}`;
      expected.set(key, (expected.get(key) ?? 0) + 1);
    }
    const got = new Map(sheet.rows.map((r) => [`${String(r[0])}|${String(r[1])}`, r[2] as number]));
    expect(Object.fromEntries(got)).toEqual(Object.fromEntries(expected));
    return "read";
  },
  async disable_report(c, sheet) {
    const listed = await keyPages<{ member_id: number; disabled_at: string | null }>(c, "/api/users/admin/seniors", {
      status: "Inactive",
      limit: 100,
    });
    if (listed === null || sheet === null) return outcome(listed);
    const inMarch = listed.filter((s) => s.disabled_at?.startsWith("2026-03-")).map((s) => s.member_id);
    expect(sorted(memberIds(sheet.rows))).toEqual(sorted(inMarch));
    expect(inMarch).toEqual(expect.arrayContaining(PLACES.map((p) => disabled[p].memberId)));
    return "read";
  },
  async device_inventory(c, sheet) {
    const listed = await offsetPages<{ unique_identifier: string; member: { member_id: number } | null }>(
      c,
      "/api/users/admin/devices",
      {},
    );
    if (listed === null || sheet === null) return outcome(listed);
    const expected = Object.fromEntries(listed.map((d) => [d.unique_identifier, d.member?.member_id ?? null]));
    const got = Object.fromEntries(sheet.rows.map((r) => [String(r[1]), (r[7] as number | undefined) ?? null]));
    expect(got).toEqual(expected);
    return "read";
  },
  async staff_caseloads(c, sheet) {
    const listed = await offsetPages<{ email: string }>(c, "/api/users/admin/care-agents", {
      role: "CareAgent",
      status: "Active",
    });
    if (listed === null || sheet === null) return outcome(listed);
    expect(sheet.rows.map((r) => String(r[1])).sort()).toEqual(listed.map((a) => a.email).sort());
    return "read";
  },
};

// ── the walk ─────────────────────────────────────────────────────────────────────────────────────────────────────

interface Asked {
  status: number;
  message: string;
  ref?: string;
}
const asked = new Map<string, Asked>();
const keyOf = (role: Reporter, type: string): string => `${role}:${type}`;

beforeAll(async () => {
  h = await startWorkerHarness();
  await seedAll();
  await h.start(createReportsProcessor());
  // Every run of the walk at once: the worker builds them while the routes are read.
  for (const role of REPORTERS) {
    for (const t of REPORT_TYPES) {
      const res = await h.as(role).post("/api/reports", {
        report_type: t.key,
        parameters: t.parameters.includes("from_date") ? MARCH : {},
      });
      asked.set(keyOf(role, t.key), {
        status: res.status,
        message: res.body.message,
        ...(res.status === 200 ? { ref: res.body.data.reference_id as string } : {}),
      });
    }
  }
}, 180_000);

afterAll(async () => {
  await h?.close();
});

describe("every report type × every staff role", () => {
  it("covers every type of the catalogue", () => {
    expect(REPORT_TYPES.map((t) => t.key)).toEqual(EVERY_TYPE);
    expect(Object.keys(PER_SENIOR).length + Object.keys(WHOLE).length).toBe(EVERY_TYPE.length);
  });

  it.each(OUTSIDERS)("%s runs no report at all (403), nor sees a tile", async (role) => {
    expect((await h.as(role).get("/api/reports/types")).status).toBe(403);
    for (const type of EVERY_TYPE) {
      const res = await h.as(role).post("/api/reports", { report_type: type, parameters: {} });
      expect(res.status, type).toBe(403);
    }
  });

  it.each(EVERY_TYPE)(
    "%s: refused where the routes refuse, else the rows the routes show",
    async (type) => {
      for (const role of REPORTERS) {
        const a = asked.get(keyOf(role, type))!;
        const c = h.as(role);
        const label = `${role} × ${type}`;
        expect(a.status, `${label}: ${a.message}`).toBe(MAY_RUN[role].includes(type) ? 200 : 403);
        const whole = WHOLE[type];
        const perSenior = PER_SENIOR[type];
        if (a.status === 403) {
          expect(a.message, label).toMatch(/, which your role may not read$/);
          if (whole) expect(await whole(c, null), label).toBe("refused");
          else for (const p of PLACES) expect(await perSenior!.read(c, seniors[p]), `${label}, ${p}`).toBeNull();
          continue;
        }
        expect(await finished(h, a.ref!), label).toEqual({ status: "success", error: null });
        const sheet = await download(h, role, a.ref!);
        if (whole) {
          expect(await whole(c, sheet), label).toBe("read");
          continue;
        }
        const column = perSenior!.memberColumn ?? 0;
        const shown: Record<string, number> = {};
        const read: Record<string, number> = {};
        for (const p of PLACES) {
          shown[p] = sheet.rows.filter((r) => r[column] === seniors[p].memberId).length;
          read[p] = (await perSenior!.read(c, seniors[p])) ?? 0;
        }
        expect(shown, label).toEqual(read);
        await perSenior!.beyond?.(c, sheet, label, role);
        // Never vacuous: an organisation-wide reader sees every fixture senior's rows.
        if (role === "admin")
          expect(
            Object.values(read).every((n) => n > 0),
            `${label}: ${JSON.stringify(read)}`,
          ).toBe(true);
        // A facility agent's workbook holds their facility's members only, whoever else has rows.
        if (role === "facility") {
          const ids = memberIds(sheet.rows, column);
          const outside = await h.prisma.senior.count({
            where: { memberId: { in: ids }, OR: [{ facilityId: null }, { facilityId: { not: facilityId } }] },
          });
          expect(outside, label).toBe(0);
        }
      }
    },
    120_000,
  );
});

describe("tiles and refusals", () => {
  it.each(REPORTERS)("%s: GET /api/reports/types answers exactly the types it may run", async (role) => {
    const res = await h.as(role).get("/api/reports/types");
    expect(res.status).toBe(200);
    expect((res.body.data as { key: string }[]).map((t) => t.key)).toEqual(MAY_RUN[role]);
  });

  it("a refusal names what the type holds", async () => {
    const res = await h.as("bdm").post("/api/reports", { report_type: "medication_list" });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      "The Medication List Report holds members' medications, which your role may not read",
    );
    const staff = await h.as("facility").post("/api/reports", { report_type: "staff_caseloads" });
    expect(staff.status).toBe(403);
    expect(staff.body.message).toBe(
      "The Staff Caseloads Report holds care agents' accounts and caseloads, which your role may not read",
    );
  });
});

describe("schedules", () => {
  const body = {
    parameters: {},
    frequency: "daily",
    time_of_day: "06:30",
    timezone: "America/Chicago",
    recipients: [],
  };

  it("refuses to create or edit a schedule of a type the requester may not read, and lists only readable ones", async () => {
    const bdm = h.as("bdm");
    const refused = await bdm.post("/api/reports/schedules", { ...body, report_type: "medication_list" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "The Medication List Report holds members' medications, which your role may not read",
    );
    const vitals = await bdm.post("/api/reports/schedules", { ...body, report_type: "heart_rate" });
    expect(vitals.status).toBe(403);
    expect(vitals.body.message).toBe(
      "The Heart Rate Report holds members' heart rate readings, which your role may not read",
    );

    const own = await bdm.post("/api/reports/schedules", { ...body, report_type: "active_members" });
    expect(own.status).toBe(200);
    const id = own.body.data.id as string;
    const edited = await bdm.put(`/api/reports/schedules/${id}`, { ...body, report_type: "call_logs" });
    expect(edited.status).toBe(403);
    expect(edited.body.message).toBe(
      "The Call Logs Report holds care agents' call logs and their notes, which your role may not read",
    );
    expect((await h.prisma.reportSchedule.findUniqueOrThrow({ where: { id } })).type).toBe("active_members");

    // An admin's schedule of medications is not the BDM's to see, edit or delete.
    const admins = await h.as("admin").post("/api/reports/schedules", { ...body, report_type: "medication_list" });
    expect(admins.status).toBe(200);
    const other = admins.body.data.id as string;
    const listed = await bdm.get("/api/reports/schedules");
    expect((listed.body.data.items as { id: string }[]).map((s) => s.id)).toEqual([id]);
    expect((await bdm.get(`/api/reports/schedules/${other}/history`)).status).toBe(404);
    expect((await bdm.delete(`/api/reports/schedules/${other}`)).status).toBe(404);

    for (const [who, sid] of [
      ["bdm", id],
      ["admin", other],
    ] as const) {
      expect((await h.as(who).delete(`/api/reports/schedules/${sid}`)).status).toBe(200);
    }
  });

  it("a facility agent's schedule is pinned to their facility, and another facility is refused", async () => {
    const other = await h.prisma.facility.findFirstOrThrow({ where: { id: { not: facilityId } } });
    const res = await h.as("facility").post("/api/reports/schedules", {
      ...body,
      report_type: "medication_list",
      parameters: { facility_id: other.id },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Facility is outside your scope");
  });
});

describe("runs a caller may no longer read", () => {
  async function oldRun(over: {
    type: string;
    creator: DemoRole;
    status?: "success" | "failed";
    facilityId?: string | null;
    facilityView?: boolean;
  }): Promise<string> {
    const id = randomUUID();
    await h.prisma.report.create({
      data: {
        id,
        referenceId: id,
        type: over.type,
        creatorId: h.user(over.creator).id,
        status: over.status ?? "success",
        s3Key: over.status === "failed" ? null : `reports/${id}.xlsx`,
        error: over.status === "failed" ? "S3 upload failed" : null,
        facilityId: over.facilityId ?? null,
        facilityView: over.facilityView ?? false,
      },
    });
    return id;
  }
  const refs = async (role: DemoRole): Promise<string[]> => {
    const res = await h.as(role).get("/api/reports");
    return (res.body.data.items as { reference_id: string }[]).map((r) => r.reference_id);
  };

  it("a BDM's medication list from before: not listed, not downloadable, not retried", async () => {
    const done = await oldRun({ type: "medication_list", creator: "bdm" });
    const failed = await oldRun({ type: "medication_list", creator: "bdm", status: "failed" });
    const mine = await oldRun({ type: "active_members", creator: "bdm" });
    const listed = await refs("bdm");
    expect(listed).toContain(mine);
    expect(listed).not.toContain(done);
    expect(listed).not.toContain(failed);
    const message = "The Medication List Report holds members' medications, which your role may not read";
    const dl = await h.as("bdm").get("/api/reports/download", { reference_id: done });
    expect([dl.status, dl.body.message]).toEqual([403, message]);
    const retry = await h.as("bdm").post(`/api/reports/runs/${failed}/retry`);
    expect([retry.status, retry.body.message]).toEqual([403, message]);
    expect((await h.prisma.report.findUniqueOrThrow({ where: { id: failed } })).status).toBe("failed");
  });

  it("a facility agent gets no insight run of their facility built in an approver's view", async () => {
    const wider = await oldRun({ type: "care_insight_alerts", creator: "admin", facilityId, facilityView: false });
    const medications = await oldRun({ type: "medication_list", creator: "admin", facilityId });
    const listed = await refs("facility");
    expect(listed).not.toContain(wider);
    // Their own run of the walk is theirs, and so is an approver's run of a type whose rows do not depend on who runs it.
    expect(listed).toContain(asked.get(keyOf("facility", "care_insight_alerts"))!.ref);
    expect(listed).toContain(medications);
    const dl = await h.as("facility").get("/api/reports/download", { reference_id: wider });
    expect([dl.status, dl.body.message]).toEqual([
      403,
      "This report holds more than a facility agent may read: it was run by someone with a wider view",
    ]);
    expect((await h.as("facility").get("/api/reports/download", { reference_id: medications })).status).toBe(200);
  });
});

describe("the worker checks the requester again when it builds", () => {
  /** A facility agent of the facility of its own (the harness's demo accounts keep their tokens). */
  async function facilityAgent(email: string): Promise<{ id: string; token: string }> {
    const user = await h.prisma.staffUser.create({
      data: {
        email,
        firstName: "Rhea",
        lastName: "Check",
        primaryRole: "FACILITY_AGENT",
        facilityId,
        isFirstLogin: false,
      },
    });
    return { id: user.id, token: (await tokenFor(h.app, email)).token };
  }
  const start = async (token: string, report_type: string, parameters: object = {}): Promise<string> => {
    const res = await h.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: bearer(token),
      payload: { report_type, parameters },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: { reference_id: string } }>().data.reference_id;
  };

  it("a run whose requester lost the role before it was built fails with the reason and builds nothing", async () => {
    const queue = h.deps.queues.reports;
    const fa = await facilityAgent("recheck-role@demo.test");
    await queue.pause();
    let ref: string;
    try {
      ref = await start(fa.token, "medication_list");
      await h.prisma.staffUser.update({ where: { id: fa.id }, data: { primaryRole: "BDM" } });
    } finally {
      await queue.resume();
    }
    expect(await finished(h, ref)).toEqual({
      status: "failed",
      error: "Not built: the requester may no longer read members' medications, which the Medication List Report holds",
    });
    expect((await h.prisma.report.findUniqueOrThrow({ where: { referenceId: ref } })).s3Key).toBeNull();
  });

  it("a run whose requester moved to another facility fails with the reason", async () => {
    const queue = h.deps.queues.reports;
    const fa = await facilityAgent("recheck-facility@demo.test");
    const other = await h.prisma.facility.findFirstOrThrow({ where: { id: { not: facilityId } } });
    await queue.pause();
    let ref: string;
    try {
      ref = await start(fa.token, "falls_sos", MARCH);
      await h.prisma.staffUser.update({ where: { id: fa.id }, data: { facilityId: other.id } });
    } finally {
      await queue.resume();
    }
    expect(await finished(h, ref)).toEqual({
      status: "failed",
      error: "Not built: the report's facility is no longer the requester's facility",
    });
  });

  it("a schedule's run fails when its owner was disabled, with the reason in the schedule's history", async () => {
    const fa = await facilityAgent("recheck-schedule@demo.test");
    const res = await h.app.inject({
      method: "POST",
      url: "/api/reports/schedules",
      headers: bearer(fa.token),
      payload: {
        report_type: "medication_list",
        parameters: {},
        frequency: "daily",
        time_of_day: "06:30",
        timezone: "America/Chicago",
        recipients: [],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json<{ data: { id: string } }>().data.id;
    await h.prisma.staffUser.update({ where: { id: fa.id }, data: { isActive: false } });
    await fireSchedule(h.deps, id, Date.parse("2026-03-10T11:30:00Z"));
    const history = await h.as("admin").get(`/api/reports/schedules/${id}/history`);
    expect(
      (history.body.data.items as { status: string; error: string | null }[]).map((r) => [r.status, r.error]),
    ).toEqual([["failed", "Not built: the account that requested this report is disabled"]]);
    expect((await h.as("admin").delete(`/api/reports/schedules/${id}`)).status).toBe(200);
  });
});
