// Zones whose offset is not a whole hour (Asia/Kolkata, +05:30) build day totals from their own local days. Local
// midnight in Kolkata is 18:30 UTC, in the middle of a UTC-hour rollup bucket: the readings below sit on both sides
// of it, so a total taken from whole UTC-hour buckets files them under the wrong day (what the old code did).
import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ActivityScoreSchema,
  DashboardDataSchema,
  HeartExtremeSchema,
  measurementReportRoutes,
  measurementWellnessRoutes,
  WeeklyVitalsSchema,
} from "@care/contracts";
import { ns, putReadings, ref } from "../../support/fixtures.js";
import { data, type Harness, startHarness } from "../../support/harness.js";

const KOLKATA = "Asia/Kolkata";
const at = (iso: string): number => Date.parse(iso);
let h: Harness;
/** Lives in New York; the caller looks at the data in Kolkata time. */
let viewed: Senior;
/** Lives in Kolkata; the caller looks at the dashboard in New York time. */
let resident: Senior;

// Steps around Kolkata's midnight of Wednesday 2025-09-10 (= 2025-09-09T18:30Z), local times in comments.
const STEPS: [number, number][] = [
  [at("2025-09-09T12:00:00Z"), 50], // Tue 17:30
  [at("2025-09-09T18:10:00Z"), 100], // Tue 23:40
  [at("2025-09-09T18:20:00Z"), 200], // Tue 23:50
  [at("2025-09-09T18:40:00Z"), 1000], // Wed 00:10
  [at("2025-09-09T18:50:00Z"), 2000], // Wed 00:20
  [at("2025-09-10T12:00:00Z"), 400], // Wed 17:30
];

beforeAll(async () => {
  h = await startHarness();
  viewed = await h.prisma.senior.update({ where: { memberId: 100003 }, data: { timezone: "America/New_York" } });
  resident = await h.prisma.senior.update({ where: { memberId: 100004 }, data: { timezone: KOLKATA } });
  await putReadings(h.prisma, viewed, "steps", STEPS);
  await putReadings(h.prisma, viewed, "heart_rate", [
    [at("2025-09-09T18:10:00Z"), 60], // Tue 23:40
    [at("2025-09-09T18:40:00Z"), 100], // Wed 00:10
    [at("2025-09-10T12:00:00Z"), 80], // Wed 17:30
    [at("2025-09-10T18:20:00Z"), 120], // Wed 23:50
    [at("2025-09-10T18:45:00Z"), 50], // Thu 00:15
  ]);
  await putReadings(h.prisma, resident, "steps", [...STEPS, [at("2025-09-10T18:45:00Z"), 300]]); // + Thu 00:15
});
afterAll(async () => {
  await h?.close();
});

/** Wednesday 2025-09-10 in Kolkata as a period of the wellness routes. */
const wednesday = (s: Senior): Record<string, string> => ({
  ...ref(s),
  start_timestamp: ns(at("2025-09-09T18:30:00Z")),
  end_timestamp: ns(at("2025-09-10T18:30:00Z")),
  timezone: KOLKATA,
});

describe("day totals in a half-hour zone come from its own local days", () => {
  it("weekly vitals: steps and heart rate per Kolkata day", async () => {
    const path = (vital: string): string => measurementReportRoutes.weeklyVitals.path.replace(":vital", vital);
    const query = { ...ref(viewed), date: ns(at("2025-09-10T06:00:00Z")), timezone: KOLKATA };
    const steps = data(await h.as("agent").get(path("activity"), query), WeeklyVitalsSchema);
    expect(steps.week_start).toBe(ns(at("2025-09-07T18:30:00Z"))); // Monday 8 September, 00:00 in Kolkata
    expect(steps.days.map((d) => d.step_count)).toEqual([null, 350, 3400, null, null, null, null]);
    const heart = data(await h.as("agent").get(path("heart-rate"), query), WeeklyVitalsSchema);
    expect(heart.days.slice(1, 4)).toMatchObject([
      { date: "2025-09-09", heart_rate: 60, min_heart_rate: 60, max_heart_rate: 60 },
      { date: "2025-09-10", heart_rate: 100, min_heart_rate: 80, max_heart_rate: 120 },
      { date: "2025-09-11", heart_rate: 50, min_heart_rate: 50, max_heart_rate: 50 },
    ]);
  });

  it("the activity score and heart-rate extremes of one Kolkata day", async () => {
    const score = data(
      await h.as("agent").get(measurementWellnessRoutes.activityScore.path, wednesday(viewed)),
      ActivityScoreSchema,
    );
    expect(score).toMatchObject({ step_count: 3400, total_steps: 3400, days_with_data: 1 });
    const extreme = data(
      await h.as("agent").get(measurementWellnessRoutes.heartExtreme.path, wednesday(viewed)),
      HeartExtremeSchema,
    );
    expect(extreme).toEqual({ time: ns(at("2025-09-10T18:20:00Z")), min: 80, max: 120, last: 120, mean: 100 });
  });

  it("the care dashboard: a Kolkata resident's steps per local day, seen from New York", async () => {
    // Tuesday and Wednesday in New York: Kolkata's days of 9 (350 steps), 10 (3400) and 11 (300) September.
    const page = data(
      await h.as("admin").get("/api/measurement/dashboard", {
        start_time: ns(at("2025-09-09T04:00:00Z")),
        end_time: ns(at("2025-09-11T04:00:00Z")),
        timezone: "America/New_York",
        search_query: JSON.stringify([{ type: "member_id", value: "100004" }]),
      }),
      DashboardDataSchema,
    );
    expect(page.dashboard[resident.id]?.devices.watch.step_count).toBe(1350); // 4050 steps over 3 local days
  });
});
