// Issue 27 item 6: the "Alarm Response Times Report", end to end (POST /api/reports or a monthly schedule → the reports
// worker in this process → xlsx in the S3 store → download → exceljs). The alarms of
// tests/integration/alarms/response-times.test.ts, in March 2025; every cell below is worked out by hand there
// (times in seconds from receipt; a null cell is left empty). Seeded members: 100002 Sandra Carter and 100020 Gloria
// Anderson of Evergreen Gardens (the facility agent's), 100017 Rose Jones of Canyon Ridge; takers Casey Rivera
// (agent@demo.care) and Whitney Park (wellness@demo.care).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlarmOutcome, Senior } from "@care/db";
import { seniorByMember } from "../../support/fixtures.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";
import { createReportsProcessor } from "../../../apps/worker/src/queues/reports.js";
import { fireSchedule } from "../../../apps/worker/src/reports/schedules.js";
import { createSchedule, download, finished, startReport } from "./report-support.js";

let h: WorkerHarness;
const MARCH = { from_date: "2025-03-01", to_date: "2025-03-31" };
const BASE = Date.parse("2025-03-10T12:00:00.000Z");
const plus = (d: Date, s: number): Date => new Date(d.getTime() + s * 1000);

interface Fixture {
  member: number;
  device: boolean;
  take: number | null;
  taker?: "agent" | "wellness";
  call: number | null;
  outcome: AlarmOutcome | null;
  receivedAt?: Date;
}

const FIXTURES: Fixture[] = [
  { member: 100002, device: true, take: 20, taker: "agent", call: 30, outcome: "real_emergency" },
  { member: 100002, device: true, take: 50, taker: "agent", call: 90, outcome: "accidental_press" },
  { member: 100020, device: true, take: 70, taker: "wellness", call: 100, outcome: "cancelled_by_wearer" },
  { member: 100020, device: true, take: 200, taker: "wellness", call: null, outcome: "device_fault" },
  { member: 100020, device: false, take: null, call: null, outcome: null },
  { member: 100017, device: true, take: 10, taker: "agent", call: null, outcome: "other" },
  // Happened at 22:59:59 on 28 February in New York, the senior's zone: not a day of March for the report.
  {
    member: 100002,
    device: true,
    take: 5,
    taker: "agent",
    call: null,
    outcome: "real_emergency",
    receivedAt: new Date("2025-03-01T04:00:00.000Z"),
  },
];

async function seed(): Promise<void> {
  for (const [i, f] of FIXTURES.entries()) {
    const senior: Senior = await seniorByMember(h.prisma, f.member);
    const device = await h.prisma.device.findFirstOrThrow({
      where: { type: "watch", assignments: { some: { seniorId: senior.id, unlinkedAt: null } } },
    });
    const receivedAt = f.receivedAt ?? new Date(BASE + i * 3_600_000);
    const assignedAt = f.take === null ? null : plus(receivedAt, f.take);
    await h.prisma.alarm.create({
      data: {
        seniorId: senior.id,
        deviceId: f.device ? device.id : null,
        type: "sos",
        status: f.outcome ? "closed" : "pending",
        occurredAt: plus(receivedAt, -1),
        receivedAt,
        assignedToId: f.taker ? h.user(f.taker).id : null,
        assignedAt,
        firstCallStartedAt: f.call === null ? null : plus(receivedAt, f.call),
        closedById: f.outcome && f.taker ? h.user(f.taker).id : null,
        closedAt: f.outcome && assignedAt ? plus(assignedAt, 300) : null,
        outcome: f.outcome,
        dedupeKey: `report-response-times:${i}`,
      },
    });
  }
}

const HEADER = [
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
];

const _ = undefined;
// prettier-ignore
const ADMIN_ROWS = [
  ["All alarms", "All alarms", _, 6, 3, 50, 4, 66.7, 50, 148, 1, 3, 90, 98, 1, 1, 0, 0, 1, 1, 1, 1, 3, 60],
  ["Facility", "Canyon Ridge Memory Care", _, 1, 1, 100, 1, 100, 10, 10, 0, 0, _, _, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
  ["Facility", "Evergreen Gardens Assisted Living", _, 5, 2, 40, 3, 60, 60, 161, 1, 3, 90, 98, 1, 1, 0, 0, 1, 1, 1, 0, 3, 75],
  ["Care agent", "Casey Rivera", _, 3, 3, 100, 3, 100, 20, 44, 0, 2, 60, 84, 0, 1, 0, 0, 0, 1, 0, 1, 1, 33.3],
  ["Care agent", "Whitney Park", _, 2, 0, 0, 1, 50, 135, 187, 0, 1, 100, 100, 0, 0, 0, 0, 1, 0, 1, 0, 2, 100],
  ["Care agent", "Not taken", _, 1, 0, 0, 0, 0, _, _, 1, 0, _, _, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  // Sandra Carter's watch: takes 20, 50 → median 35, p90 20 + 0.9 × 30 = 47; calls 30, 90 → 60, 84.
  ["Member and device", "100002 Sandra Carter", "358209111000019", 2, 2, 100, 2, 100, 35, 47, 0, 2, 60, 84, 0, 1, 0, 0, 0, 1, 0, 0, 1, 50],
  ["Member and device", "100017 Rose Jones", "358209111000167", 1, 1, 100, 1, 100, 10, 10, 0, 0, _, _, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0],
  // Gloria Anderson's alarm without a device first (no device sorts before one), then her watch's.
  // A trailing empty cell (a rate with nothing to divide by) is not in the row at all.
  ["Member and device", "100020 Gloria Anderson", _, 1, 0, 0, 0, 0, _, _, 1, 0, _, _, 1, 0, 0, 0, 0, 0, 0, 0, 0],
  ["Member and device", "100020 Gloria Anderson", "358209111000191", 2, 0, 0, 1, 50, 135, 187, 0, 1, 100, 100, 0, 0, 0, 0, 1, 0, 1, 0, 2, 100],
];

beforeAll(async () => {
  h = await startWorkerHarness();
  await seed();
  await h.start(createReportsProcessor());
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("Alarm Response Times Report", () => {
  it("an admin's run: one row over all alarms, then per facility, care agent, member and device", async () => {
    const ref = await startReport(h, "admin", "alarm_response_times", MARCH);
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    const sheet = await download(h, "admin", ref);
    expect(sheet.header).toEqual(HEADER);
    expect(sheet.rows).toEqual(ADMIN_ROWS);
  });

  it("a facility agent's run holds their facility's alarms only", async () => {
    const ref = await startReport(h, "facility", "alarm_response_times", MARCH);
    expect(await finished(h, ref)).toEqual({ status: "success", error: null });
    const sheet = await download(h, "facility", ref);
    // Casey Rivera took #1 and #2 here (20, 50 s): median 35, p90 47.
    // prettier-ignore
    expect(sheet.rows).toEqual([
      ["All alarms", "All alarms", _, 5, 2, 40, 3, 60, 60, 161, 1, 3, 90, 98, 1, 1, 0, 0, 1, 1, 1, 0, 3, 75],
      ["Facility", "Evergreen Gardens Assisted Living", _, 5, 2, 40, 3, 60, 60, 161, 1, 3, 90, 98, 1, 1, 0, 0, 1, 1, 1, 0, 3, 75],
      ["Care agent", "Casey Rivera", _, 2, 2, 100, 2, 100, 35, 47, 0, 2, 60, 84, 0, 1, 0, 0, 0, 1, 0, 0, 1, 50],
      ADMIN_ROWS[4],
      ADMIN_ROWS[5],
      ADMIN_ROWS[6],
      ADMIN_ROWS[8],
      ADMIN_ROWS[9],
    ]);
  });

  it("a monthly schedule builds last month's figures", async () => {
    const schedule = await createSchedule(h, {
      report_type: "alarm_response_times",
      frequency: "monthly",
      time_of_day: "06:30",
      timezone: "America/Chicago",
    });
    // 06:30 in Chicago on 1 April 2025: the run covers March.
    await fireSchedule(h.deps, schedule.id as string, Date.parse("2025-04-01T11:30:00Z"));
    const run = await h.prisma.reportRun.findFirstOrThrow({
      where: { scheduleId: schedule.id as string, scheduledFor: new Date("2025-04-01T11:30:00Z") },
      include: { report: true },
    });
    if (!run.report) throw new Error("the scheduled run has no report");
    expect(run.report.fromDate?.toISOString().slice(0, 10)).toBe("2025-03-01");
    expect(run.report.toDate?.toISOString().slice(0, 10)).toBe("2025-03-31");
    expect(await finished(h, run.report.referenceId)).toEqual({ status: "success", error: null });
    const sheet = await download(h, "admin", run.report.referenceId);
    expect(sheet.header).toEqual(HEADER);
    expect(sheet.rows).toEqual(ADMIN_ROWS);
    expect((await h.as("admin").delete(`/api/reports/schedules/${schedule.id as string}`)).status).toBe(200);
  });
});
