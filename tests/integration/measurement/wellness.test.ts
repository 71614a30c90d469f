import type { Senior } from "@care/db";
import { LB_PER_KG } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ActivityScoreSchema,
  ActivitySeriesSchema,
  BodyGraphSchema,
  HeartExtremeSchema,
  HeartSeriesSchema,
  measurementWellnessRoutes,
  nsToMs,
  RawDifferenceSchema,
  RawMeasurementSchema,
} from "@care/contracts";
import { localParts, startOfWeek } from "@care/time";
import { ns, periodQueries, putReadings, ref, seniorByMember } from "../../support/fixtures.js";
import { data, type DemoRole, type Harness, startHarness } from "../../support/harness.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let h: Harness;
let s: Senior;
/** A Monday at local midnight two weeks ago, in the senior's zone. */
let monday: number;
const at = (days: number, hours: number): Date => new Date(monday + days * DAY + hours * HOUR);

beforeAll(async () => {
  h = await startHarness();
  s = await seniorByMember(h.prisma, 100003); // lives at home, coached by agent@demo.care
  monday = startOfWeek(Date.now() - 14 * DAY, s.timezone);
  await putReadings(h.prisma, s, "steps", [
    [at(0, 1), 1000],
    [at(0, 2), 500],
    [at(1, 3), 6000],
    [at(3, 5), 2000],
  ]);
  await putReadings(h.prisma, s, "heart_rate", [
    [at(0, 8), 60],
    [at(0, 8.5), 80],
    [at(0, 9), 70],
  ]);
  const kg = (lbs: number): number => lbs / LB_PER_KG;
  await putReadings(h.prisma, s, "weight", [
    [at(-2, 7), kg(150)],
    [at(0, 7), kg(152)],
    [at(1, 7), kg(151)],
  ]);
  await putReadings(h.prisma, s, "muscle_mass", [[at(0, 7), kg(60)]]);
  await putReadings(h.prisma, s, "fat_mass", [[at(0, 7), kg(40)]]);
  await putReadings(h.prisma, s, "bone_mass", [[at(0, 7), kg(6)]]);
  await putReadings(h.prisma, s, "hydration", [
    [at(0, 7), 55],
    [at(1, 7), 57],
  ]);
  await putReadings(h.prisma, s, "bmi", [[at(0, 7), 24]]);
});
afterAll(async () => {
  await h?.close();
});

const { period, day, week } = periodQueries(
  () => s,
  () => monday,
);

describe("activity", () => {
  it("gives hourly steps for a day and the day's total against the goal", async () => {
    const series = data(
      await h.as("agent").get(measurementWellnessRoutes.activitySeries.path, day(0)),
      ActivitySeriesSchema,
    );
    expect(series.bucket).toBe("hour");
    expect(series.data).toEqual({
      [ns(at(0, 1))]: { step_count: 1000, target_score: 4500, goal_percentage: 22 },
      [ns(at(0, 2))]: { step_count: 500, target_score: 4500, goal_percentage: 11 },
    });
    expect(series.goal_percentage).toBe(33);
    const score = data(
      await h.as("agent").get(measurementWellnessRoutes.activityScore.path, day(0)),
      ActivityScoreSchema,
    );
    expect(score).toEqual({
      step_count: 1500,
      total_steps: 1500,
      days_with_data: 1,
      target_score: 4500,
      goal_percentage: 33,
      steps_category: "moving",
    });
  });

  it("gives daily steps for a week starting Monday and the average of the days with data", async () => {
    const series = data(
      await h.as("agent").get(measurementWellnessRoutes.activitySeries.path, week()),
      ActivitySeriesSchema,
    );
    expect(series.bucket).toBe("day");
    expect(Object.keys(series.data)).toEqual([ns(monday), ns(monday + DAY), ns(monday + 3 * DAY)]);
    expect(Object.values(series.data).map((d) => d.step_count)).toEqual([1500, 6000, 2000]);
    const score = data(
      await h.as("agent").get(measurementWellnessRoutes.activityScore.path, week()),
      ActivityScoreSchema,
    );
    expect(score).toMatchObject({ step_count: 3167, total_steps: 9500, days_with_data: 3, steps_category: "moving" });
    const empty = data(
      await h.as("agent").get(measurementWellnessRoutes.activityScore.path, period(monday - 7 * DAY, monday)),
      ActivityScoreSchema,
    );
    expect(empty).toMatchObject({ step_count: null, goal_percentage: null, steps_category: "no_data" });
  });

  it("buckets days in the caller's time zone when it differs from the senior's", async () => {
    const tz = "Pacific/Auckland";
    const series = data(
      await h
        .as("agent")
        .get(measurementWellnessRoutes.activitySeries.path, period(monday - DAY, monday + 8 * DAY, tz)),
      ActivitySeriesSchema,
    );
    for (const key of Object.keys(series.data)) {
      const p = localParts(nsToMs(key), tz);
      expect([p.hour, p.minute]).toEqual([0, 0]);
    }
    expect(Object.values(series.data).reduce((a, d) => a + d.step_count, 0)).toBe(9500);
  });
});

describe("heart rate", () => {
  it("gives the extremes and the hourly series of a day", async () => {
    const extreme = data(
      await h.as("agent").get(measurementWellnessRoutes.heartExtreme.path, day(0)),
      HeartExtremeSchema,
    );
    expect(extreme).toEqual({ time: ns(at(0, 9)), min: 60, max: 80, last: 70, mean: 70 });
    const series = data(await h.as("agent").get(measurementWellnessRoutes.heart.path, day(0)), HeartSeriesSchema);
    expect(series).toEqual({
      bucket: "hour",
      data: [
        { time: ns(at(0, 8)), heart_rate: 70, min_heart_rate: 60, max_heart_rate: 80, step_count: 0 },
        { time: ns(at(0, 9)), heart_rate: 70, min_heart_rate: 70, max_heart_rate: 70, step_count: 0 },
      ],
    });
    const none = data(await h.as("agent").get(measurementWellnessRoutes.heartExtreme.path, day(4)), HeartExtremeSchema);
    expect(none).toEqual({ time: null, min: null, max: null, last: null, mean: null });
  });
});

describe("body health", () => {
  it("summarises a week: composition %, extremes, goal progress and the last weigh-in", async () => {
    const raw = data(
      await h.as("agent").get(measurementWellnessRoutes.rawMeasurement.path, week()),
      RawMeasurementSchema,
    );
    expect(Object.keys(raw.data.all_data)).toEqual([ns(monday), ns(monday + DAY)]);
    expect(raw.data.all_data[ns(monday)]).toEqual({
      raw_data: { weight: 152, muscle_mass: 60, fat_mass: 40, bone_mass: 6, bmi: 24 },
      percentage: { muscle_mass: 39.5, fat_mass: 26.3, bone_mass: 3.9, hydration: 55 },
    });
    expect(raw.data.extremities.raw_data).toEqual({
      average_bmi: 24,
      average_weight: 151.5,
      max_weight: 152,
      min_weight: 151,
    });
    expect(raw.data.extremities.percentage.hydration).toEqual({ average: 56, max: 57, min: 55 });
    expect(raw.data.extremities.percentage.muscle_mass).toEqual({ average: 39.5, max: 39.5, min: 39.5 });
    expect(raw.goal_percentile.current_weight).toBe(151);
    expect(raw.goal_percentile.current_hydration).toBe(57);
    expect(raw.goal_percentile.target_weight).toEqual(expect.any(Number));
    expect(raw.last).toEqual({ time: ns(at(1, 7)), weight: 151, bmi: 24, hydration: 57 });
  });

  it("compares the last values before the period with the last ones inside it", async () => {
    const first = data(
      await h.as("agent").get(measurementWellnessRoutes.rawDifference.path, day(0)),
      RawDifferenceSchema,
    );
    expect(first).toMatchObject({
      previous_mass: { weight: 150, muscle_mass: null },
      current_mass: { weight: 152, muscle_mass: 60, fat_mass: 40, bone_mass: 6 },
      weight_change: 2,
      weight_category: "caution",
      previous_time: ns(at(-2, 7)),
      current_time: ns(at(0, 7)),
    });
    const second = data(
      await h.as("agent").get(measurementWellnessRoutes.rawDifference.path, day(1)),
      RawDifferenceSchema,
    );
    expect(second).toMatchObject({
      weight_change: -1,
      weight_category: "stable",
      current_percentage: { hydration: 57 },
    });
    const none = data(
      await h.as("agent").get(measurementWellnessRoutes.rawDifference.path, day(5)),
      RawDifferenceSchema,
    );
    expect(none).toMatchObject({ current_mass: { weight: null }, weight_change: null, weight_category: "no_data" });
  });

  it("graphs weight in lbs or hydration in % per day", async () => {
    const path = measurementWellnessRoutes.bodyGraph.path;
    const weight = data(await h.as("agent").get(path, { ...week(), measurement_type: "weight" }), BodyGraphSchema);
    expect(weight.data).toEqual([
      { time: ns(monday), weight: 152 },
      { time: ns(monday + DAY), weight: 151 },
    ]);
    const hydration = data(
      await h.as("agent").get(path, { ...week(), measurement_type: "hydration" }),
      BodyGraphSchema,
    );
    expect(hydration.data.map((d) => d.hydration)).toEqual([55, 57]);
    expect((await h.as("agent").get(path, { ...week(), measurement_type: "bmi" })).status).toBe(400);
  });
});

describe("wellness access", () => {
  const routes = Object.values(measurementWellnessRoutes);
  const query = (who: Senior): Record<string, string> => ({
    ...ref(who),
    start_timestamp: ns(monday),
    end_timestamp: ns(monday + DAY),
    measurement_type: "weight",
  });

  it.each(routes.map((r) => [r.path, r] as const))("%s: scope and roles", async (path) => {
    const resident = await seniorByMember(h.prisma, 100002); // facility@demo.care's facility
    const otherResident = await seniorByMember(h.prisma, 100005); // another facility
    const unassigned = await seniorByMember(h.prisma, 100150);
    const status = async (who: DemoRole, senior: Senior, extra: Record<string, string> = {}): Promise<number> =>
      (await h.as(who).get(path, { ...query(senior), ...extra })).status;

    expect(await status("agent", s)).toBe(200);
    expect(await status("agent", unassigned)).toBe(200); // care agents reach any senior through 'All Seniors'
    expect(await status("admin", resident)).toBe(200);
    expect(await status("wellness", resident)).toBe(200);
    expect(await status("facility", resident)).toBe(200);
    // Admin and Admin_WellnessServices read every senior's readings, living at home or not (the vitals rule).
    expect(await status("admin", s)).toBe(200);
    expect(await status("wellness", s)).toBe(200);
    expect(await status("facility", s)).toBe(404); // not in the facility agent's facility
    expect(await status("facility", otherResident)).toBe(404);
    expect(await status("agent", s, { account_id: resident.accountId })).toBe(404);
    expect(await status("bdm", resident)).toBe(403);
    expect(await status("warehouse", resident)).toBe(403);
  });

  it("validates the period", async () => {
    const path = measurementWellnessRoutes.heart.path;
    const bad = [
      { ...week(), end_timestamp: ns(monday - DAY) },
      { ...week(), start_timestamp: "1.5e18" },
      { ...week(), start_timestamp: "123" },
      { ...week(), end_timestamp: ns(monday + 500 * DAY) },
      { ...week(), senior_id: "not-a-uuid" },
    ];
    for (const q of bad) expect((await h.as("agent").get(path, q)).status, JSON.stringify(q)).toBe(400);
  });
});
