// Each implemented report type, end to end: POST /api/reports → the reports worker (in this process) → xlsx in the
// S3 store → download URL → exceljs. The header is written out here; the row count is what the database holds for
// the same filters, counted by a query of the test's own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putAlarm, putNight, putReadings, seniorByMember } from "../../support/fixtures.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { createReportsProcessor } from "../../../apps/worker/src/queues/reports.js";
import { download, finished, startReport } from "./report-support.js";

let h: WorkerHarness;
const FROM = "2026-03-01";
const TO = "2026-03-31";
const at = (iso: string): Date => new Date(iso);

const MEMBER = ["Member ID", "Member Name", "Facility", "Zone"];

/** Fixtures over March 2026 (readings, nights, alarms, insights, calls, a plan, conditions, a disabled member). */
async function seedMarch(): Promise<void> {
  const p = h.prisma;
  const a = await seniorByMember(p, 100001);
  const b = await seniorByMember(p, 100002);
  for (const s of [a, b]) {
    await putReadings(p, s, "heart_rate", [
      [at("2026-03-10T15:00:00Z"), 70],
      [at("2026-03-10T16:00:00Z"), 80],
      [at("2026-03-11T15:00:00Z"), 75],
    ]);
    await putReadings(p, s, "steps", [[at("2026-03-10T15:00:00Z"), 1200]]);
    await putReadings(p, s, "weight", [[at("2026-03-12T13:00:00Z"), 70]]);
    await putReadings(p, s, "hydration", [[at("2026-03-12T13:00:00Z"), 55]]);
    await putNight(p, s, { start: at("2026-03-14T03:00:00Z"), end: at("2026-03-14T11:00:00Z") });
  }
  await putAlarm(p, a.id, "sos", at("2026-03-05T15:00:00Z"));
  await putAlarm(p, b.id, "fall", at("2026-03-06T15:00:00Z"));
  const agent = h.user("agent").id;
  const admin = h.user("admin").id;
  const alert = await p.careInsight.create({
    data: {
      seniorId: a.id,
      facilityId: a.facilityId,
      type: "alert",
      kind: "attention",
      status: "approved",
      vitalType: "heart_rate",
      message: "Heart rate high",
      createdAt: at("2026-03-07T15:00:00Z"),
    },
  });
  await p.careInsightStatusHistory.createMany({
    data: [
      { insightId: alert.id, toStatus: "sent_for_approval", changedAt: at("2026-03-07T15:00:00Z") },
      {
        insightId: alert.id,
        fromStatus: "sent_for_approval",
        toStatus: "approved",
        changedById: admin,
        changedAt: at("2026-03-07T15:30:00Z"),
      },
    ],
  });
  await p.careInsight.create({
    data: {
      seniorId: b.id,
      facilityId: b.facilityId,
      type: "summary",
      kind: "summary",
      status: "sent",
      message: "A good week",
      createdAt: at("2026-03-08T15:00:00Z"),
    },
  });
  const call = await p.callSchedule.create({
    data: {
      seniorId: a.id,
      calleeId: a.id,
      careAgentId: agent,
      startTime: at("2026-03-09T15:00:00Z"),
      endTime: at("2026-03-09T15:30:00Z"),
      durationMinutes: 30,
      reason: "senior_check_in",
      status: "completed",
    },
  });
  await p.callLog.create({
    data: {
      seniorId: a.id,
      careAgentId: agent,
      callId: call.id,
      startTime: at("2026-03-09T15:05:00Z"),
      callTime: at("2026-03-09T15:05:00Z"),
      durationSeconds: 600,
      reason: "senior_check_in",
    },
  });
  const plan = await p.wellnessPlan.create({ data: { seniorId: a.id, currentVersion: 1, careAgentId: agent } });
  await p.wellnessPlanVersion.create({ data: { planId: plan.id, version: 1, situation: "Lives alone" } });
  const goal = await p.wellnessGoal.create({ data: { planId: plan.id, seq: 1 } });
  await p.wellnessGoalVersion.create({
    data: { goalId: goal.id, planId: plan.id, planVersion: 1, seq: 1, goal: "Walk daily", action: "Walk 20 min" },
  });
  await p.medicalCondition.create({ data: { seniorId: a.id, condition: "Hypertension" } });
  await p.medication.create({ data: { seniorId: a.id, medicine: "Lisinopril" } });
  await p.senior.update({
    where: { id: b.id },
    data: { isActive: false, disabledReason: "Moved away", disabledAt: at("2026-03-20T15:00:00Z") },
  });
}

/** SQL counting, independently of the worker's queries, what each type should list for FROM..TO. */
const LOCAL = (expr: string): string => `(${expr} AT TIME ZONE s.timezone)::date BETWEEN '${FROM}' AND '${TO}'`;
const DAILY = (metric: string): string =>
  `SELECT count(*) FROM reading_daily d JOIN senior s ON s.id = d.senior_id WHERE d.metric = '${metric}' AND ${LOCAL("d.bucket_start")}`;

interface Case {
  type: string;
  dated: boolean;
  header: string[];
  count: string;
  /** At least this many rows come from the fixtures (so a 0 = 0 match cannot pass unnoticed). */
  atLeast: number;
}

const CASES: Case[] = [
  {
    type: "heart_rate",
    dated: true,
    header: [...MEMBER, "Date", "Min (bpm)", "Average (bpm)", "Max (bpm)", "Readings"],
    count: DAILY("heart_rate"),
    atLeast: 4,
  },
  {
    type: "watch_activity",
    dated: true,
    header: [...MEMBER, "Date", "Steps", "Step Goal"],
    count: DAILY("steps"),
    atLeast: 2,
  },
  {
    type: "sleep_14_day",
    dated: true,
    header: [
      ...MEMBER,
      "Night Of",
      "Sleep Score",
      "Total Sleep (min)",
      "Time in Bed (min)",
      "Sleep Latency (min)",
      "Interruptions",
      "Time to Get Up (min)",
      "Average Heart Rate (bpm)",
    ],
    count: `SELECT count(*) FROM sleep_session n WHERE (n."end" AT TIME ZONE n.timezone)::date BETWEEN '${FROM}' AND '${TO}'`,
    atLeast: 2,
  },
  {
    type: "body_scale",
    dated: true,
    header: [
      ...MEMBER,
      "Date",
      "Weight (lb)",
      "BMI",
      "Fat Mass (lb)",
      "Muscle Mass (lb)",
      "Bone Mass (lb)",
      "Hydration (%)",
    ],
    count: `SELECT count(DISTINCT (d.senior_id, d.bucket_start)) FROM reading_daily d JOIN senior s ON s.id = d.senior_id
      WHERE d.metric IN ('weight','bmi','fat_mass','muscle_mass','bone_mass','hydration') AND ${LOCAL("d.bucket_start")}`,
    atLeast: 2,
  },
  {
    type: "hydration",
    dated: true,
    header: [...MEMBER, "Date", "Hydration (%)"],
    count: DAILY("hydration"),
    atLeast: 2,
  },
  {
    type: "falls_sos",
    dated: true,
    header: [...MEMBER, "Type", "Occurred", "Status", "Assigned To", "Closed By", "Closed", "Close Notes"],
    count: `SELECT count(*) FROM alarm a JOIN senior s ON s.id = a.senior_id WHERE ${LOCAL("a.occurred_at")}`,
    atLeast: 2,
  },
  {
    type: "emergent_care",
    dated: true,
    header: [
      ...MEMBER,
      "Type",
      "Occurred",
      "Assigned To",
      "Shift",
      "Time to Assign (min)",
      "First Call",
      "Time to First Call (min)",
      "Status",
    ],
    count: `SELECT count(*) FROM alarm a JOIN senior s ON s.id = a.senior_id WHERE ${LOCAL("a.occurred_at")}`,
    atLeast: 2,
  },
  {
    // Issue 27 item 6 (cells: report-response-times.test.ts): one row over all alarms, one per facility (seniors
    // without one together), per care agent who took alarms (the untaken together), per senior and device.
    type: "alarm_response_times",
    dated: true,
    header: [
      "Grouping",
      "Group",
      "Device",
      "Alarms",
      "Taken within 60 s",
      "Within 60 s (%)",
      "Taken within 180 s",
      "Within 180 s (%)",
      "Median Time to Take (s)",
      "90th Percentile Time to Take (s)",
      "Untaken",
      "Alarms with a Call",
      "Median Time to First Call (s)",
      "90th Percentile Time to First Call (s)",
      "Open",
      "Real emergency",
      "Fall with injury",
      "Fall without injury",
      "Cancelled by the wearer",
      "Accidental press",
      "Device fault",
      "Other",
      "False Alarms",
      "False-Alarm Rate (%)",
    ],
    count: `SELECT 1 + count(DISTINCT s.facility_id) + COALESCE(bool_or(s.facility_id IS NULL)::int, 0)
        + count(DISTINCT a.assigned_to_id) + COALESCE(bool_or(a.assigned_to_id IS NULL)::int, 0)
        + count(DISTINCT a.senior_id::text || COALESCE(a.device_id::text, '')) AS count
      FROM alarm a JOIN senior s ON s.id = a.senior_id WHERE ${LOCAL("a.occurred_at")}`,
    atLeast: 4,
  },
  {
    type: "care_insight_alerts",
    dated: true,
    header: [...MEMBER, "Created", "Vital", "Value", "Range", "Status", "Message"],
    count: `SELECT count(*) FROM care_insight i JOIN senior s ON s.id = i.senior_id WHERE i.type = 'alert' AND ${LOCAL("i.created_at")}`,
    atLeast: 1,
  },
  {
    type: "care_insight_summaries",
    dated: true,
    header: ["Summary Type", ...MEMBER, "Created", "Status", "Message"],
    count: `SELECT count(*) FROM care_insight i LEFT JOIN senior s ON s.id = i.senior_id
      LEFT JOIN facility f ON f.id = COALESCE(i.facility_id, s.facility_id)
      WHERE i.type IN ('summary', 'facility_summary')
        AND (i.created_at AT TIME ZONE COALESCE(s.timezone, f.timezone))::date BETWEEN '${FROM}' AND '${TO}'`,
    atLeast: 1,
  },
  {
    type: "care_insight_review_turnaround",
    dated: true,
    header: [...MEMBER, "Insight Type", "Sent for Approval", "Decided", "Decision", "Reviewer", "Minutes to Review"],
    count: `SELECT count(*) FROM care_insight i JOIN senior s ON s.id = i.senior_id
      WHERE (SELECT min(h.changed_at) FROM care_insight_status_history h
             WHERE h.insight_id = i.id AND h.to_status = 'sent_for_approval') IS NOT NULL
        AND ${LOCAL(`(SELECT min(h.changed_at) FROM care_insight_status_history h WHERE h.insight_id = i.id AND h.to_status = 'sent_for_approval')`)}`,
    atLeast: 1,
  },
  {
    type: "call_logs",
    dated: true,
    header: [
      ...MEMBER,
      "Call Time",
      "Care Agent",
      "Shift",
      "Direction",
      "Reason",
      "Duration (min)",
      "Call Status",
      "Disposition",
      "Notes",
    ],
    count: `SELECT count(*) FROM call_log l JOIN senior s ON s.id = l.senior_id WHERE ${LOCAL("l.call_time")}`,
    atLeast: 1,
  },
  {
    type: "call_schedule_adherence",
    dated: true,
    header: [...MEMBER, "Scheduled Start", "Care Agent", "Shift", "Reason", "Status", "Logged Call", "Minutes Late"],
    count: `SELECT count(*) FROM call_schedule c JOIN senior s ON s.id = c.senior_id
      WHERE c.status <> 'deleted' AND ${LOCAL("c.start_time")}`,
    atLeast: 1,
  },
  {
    type: "wellness_plan",
    dated: false,
    header: [
      ...MEMBER,
      "Version",
      "Date Started",
      "Care Agent",
      "Situation",
      "Background",
      "Assessment",
      "Recommendations",
      "Open Goals",
    ],
    count: `SELECT count(*) FROM wellness_plan WHERE current_version > 0`,
    atLeast: 1,
  },
  {
    type: "wellness_goals",
    dated: false,
    header: [...MEMBER, "Goal No.", "Goal", "Action", "Status", "Progress (%)", "Start Date", "Target Date"],
    count: `SELECT count(*) FROM wellness_goal_version g JOIN wellness_plan p ON p.id = g.plan_id
      WHERE g.plan_version = p.current_version AND g.status <> 'deleted'`,
    atLeast: 1,
  },
  {
    type: "medical_conditions",
    dated: false,
    header: [...MEMBER, "Condition", "Severity", "Date of Onset", "Notes"],
    count: `SELECT count(*) FROM medical_condition WHERE deleted_at IS NULL`,
    atLeast: 1,
  },
  {
    type: "medication_list",
    dated: false,
    header: [
      ...MEMBER,
      "Medicine",
      "Dose Form",
      "Frequency",
      "When",
      "Date Prescribed",
      "Date Discontinued",
      "Pharmacy",
      "Status",
    ],
    count: `SELECT count(*) FROM medication`,
    atLeast: 1,
  },
  {
    type: "device_inventory",
    dated: false,
    header: [
      "Device Type",
      "Identifier",
      "Vendor",
      "Model",
      "Online",
      "Battery (%)",
      "Last Data",
      "Member ID",
      "Member Name",
      "Facility",
      "Zone",
      "Linked Since",
    ],
    count: `SELECT count(*) FROM device`,
    atLeast: 1200,
  },
  {
    type: "offline_watches",
    dated: false,
    header: [...MEMBER, "Device Type", "Identifier", "Battery (%)", "Last Data"],
    count: `SELECT count(*) FROM device d WHERE d.type IN ('watch', 'techuva_watch') AND NOT d.online
      AND EXISTS (SELECT 1 FROM device_assignment da WHERE da.device_id = d.id AND da.unlinked_at IS NULL)`,
    atLeast: 0,
  },
  {
    type: "active_members",
    dated: false,
    header: [...MEMBER, "Member Type", "Resident", "Member Since", "Care Agent", "Time Zone"],
    count: `SELECT count(*) FROM senior WHERE is_active`,
    atLeast: 290,
  },
  {
    type: "disable_report",
    dated: true,
    header: [...MEMBER, "Member Type", "Disabled On", "Disabled By", "Reason"],
    count: `SELECT count(*) FROM senior s WHERE NOT s.is_active AND ${LOCAL("s.disabled_at")}`,
    atLeast: 1,
  },
  {
    type: "members_per_zone",
    dated: false,
    header: ["Facility", "Zone", "Members", "Residents"],
    count: `SELECT count(DISTINCT (COALESCE(facility_id::text, ''), zone)) FROM senior WHERE is_active`,
    atLeast: 4,
  },
  {
    type: "staff_caseloads",
    dated: false,
    header: ["Care Agent", "Email", "Shift", "Assigned Members", "Gold Zone", "Green Zone", "Blue Zone", "White Zone"],
    count: `SELECT count(*) FROM staff_user WHERE is_active AND (primary_role = 'CareAgent' OR 'CareAgent' = ANY (secondary_roles))`,
    atLeast: 2,
  },
];

beforeAll(async () => {
  h = await startWorkerHarness();
  await seedMarch();
  await h.start(createReportsProcessor());
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("report types", () => {
  it("covers every available type of the catalogue", async () => {
    const res = await h.as("admin").get("/api/reports/types");
    // The assessment types have their own file (report-assessments.test.ts).
    const available = (res.body.data as { key: string; area: string; available: boolean }[]).filter(
      (t) => t.available && t.area !== "assessments",
    );
    expect(available.map((t) => t.key).sort()).toEqual(CASES.map((c) => c.type).sort());
  });

  it.each(CASES)("$type: the workbook's header and rows match the database", async (c) => {
    const ref = await startReport(h, "admin", c.type, c.dated ? { from_date: FROM, to_date: TO } : {});
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    const sheet = await download(h, "admin", ref);
    expect(sheet.header).toEqual(c.header);
    const [{ count }] = await h.prisma.$queryRawUnsafe<[{ count: bigint }]>(c.count);
    expect(sheet.rows.length).toBe(Number(count));
    expect(sheet.rows.length).toBeGreaterThanOrEqual(c.atLeast);
  });

  it("heart_rate: a day's values as the rollup holds them", async () => {
    const ref = await startReport(h, "admin", "heart_rate", { from_date: "2026-03-10", to_date: "2026-03-10" });
    await finished(h, ref);
    const sheet = await download(h, "admin", ref);
    const row = sheet.rows.find((r) => r[0] === 100001);
    expect(row?.slice(4)).toEqual(["03/10/2026", 70, 75, 80, 2]);
  });
});
