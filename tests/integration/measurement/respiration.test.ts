// vitals/respiration-extreme and vitals/respiration (spec 3 §7): the sleep mat's respiration rate (breaths/min)
// served by the same vital-series service as heart rate, from the rollups only.
import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  HeartExtremeSchema,
  measurementWellnessRoutes,
  nsToMs,
  RespirationExtremeSchema,
  RespirationSeriesSchema,
} from "@care/contracts";
import { addLocalMonths, localParts, startOfDay, startOfMonth, startOfWeek } from "@care/time";
import { ns, periodQueries, putReadings, ref, seniorByMember } from "../../support/fixtures.js";
import { data, type DemoRole, type Harness, startHarness, type TestResponse } from "../../support/harness.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;
const { respirationExtreme, respiration } = measurementWellnessRoutes;
type Res = TestResponse;
let h: Harness;
let s: Senior;
/** A Monday at local midnight two weeks ago, in the senior's zone. */
let monday: number;
/** The first of a month (local midnight) that ends before `monday`, and the first of the next month. */
let monthStart: number;
let monthEnd: number;
const at = (days: number, hours: number): Date => new Date(monday + days * DAY + hours * HOUR);

beforeAll(async () => {
  h = await startHarness();
  s = await seniorByMember(h.prisma, 100003); // lives at home, coached by agent@demo.care
  monday = startOfWeek(Date.now() - 14 * DAY, s.timezone);
  monthStart = startOfMonth(monday - 40 * DAY, s.timezone);
  monthEnd = addLocalMonths(monthStart, 1, s.timezone);
  await putReadings(h.prisma, s, "respiration", [
    // A night in the week: three samples in one hour, one in the next, one more two days later.
    [at(0, 1), 14],
    [at(0, 1 + 10 / 60), 16],
    [at(0, 1 + 20 / 60), 15],
    [at(0, 2), 13],
    [at(2, 3), 18],
    // A month: its first and last local day, the 15th, and one sample just outside on each side.
    [monthStart - 30 * MINUTE, 30],
    [monthStart + 2 * HOUR, 12],
    [monthStart + 14 * DAY + 2 * HOUR, 20],
    [monthEnd - 30 * MINUTE, 16],
    [monthEnd + 30 * MINUTE, 30],
  ]);
  // Other vitals in the same hour stay out of the respiration answers (and respiration out of heart's).
  await putReadings(h.prisma, s, "heart_rate", [[at(0, 1.5), 70]]);
  await putReadings(h.prisma, s, "sleep_heart_rate", [[at(0, 1.5), 55]]);
});
afterAll(async () => {
  await h?.close();
});

const { period, day, week } = periodQueries(
  () => s,
  () => monday,
);

describe("respiration", () => {
  it("gives the extremes and the hourly series of a day", async () => {
    const extreme = data(await h.as("agent").get(respirationExtreme.path, day(0)), RespirationExtremeSchema);
    expect(extreme).toEqual({ time: ns(at(0, 2)), min: 13, max: 16, last: 13, mean: 14.5 });
    const series = data(await h.as("agent").get(respiration.path, day(0)), RespirationSeriesSchema);
    expect(series).toEqual({
      bucket: "hour",
      data: [
        { time: ns(at(0, 1)), respiration_rate: 15, min_respiration_rate: 14, max_respiration_rate: 16 },
        { time: ns(at(0, 2)), respiration_rate: 13, min_respiration_rate: 13, max_respiration_rate: 13 },
      ],
    });
    const heart = data(
      await h.as("agent").get(measurementWellnessRoutes.heartExtreme.path, day(0)),
      HeartExtremeSchema,
    );
    expect(heart).toMatchObject({ min: 70, max: 70, mean: 70 });
  });

  it("answers nulls and an empty series without data", async () => {
    const extreme = data(await h.as("agent").get(respirationExtreme.path, day(4)), RespirationExtremeSchema);
    expect(extreme).toEqual({ time: null, min: null, max: null, last: null, mean: null });
    const series = data(await h.as("agent").get(respiration.path, day(4)), RespirationSeriesSchema);
    expect(series).toEqual({ bucket: "hour", data: [] });
  });

  it("gives daily buckets for a week, with the mean to 1 decimal", async () => {
    const series = data(await h.as("agent").get(respiration.path, week()), RespirationSeriesSchema);
    expect(series).toEqual({
      bucket: "day",
      data: [
        { time: ns(monday), respiration_rate: 14.5, min_respiration_rate: 13, max_respiration_rate: 16 },
        {
          time: ns(startOfDay(at(2, 3).getTime(), s.timezone)),
          respiration_rate: 18,
          min_respiration_rate: 18,
          max_respiration_rate: 18,
        },
      ],
    });
    const extreme = data(await h.as("agent").get(respirationExtreme.path, week()), RespirationExtremeSchema);
    expect(extreme).toEqual({ time: ns(at(2, 3)), min: 13, max: 18, last: 18, mean: 15.2 });
  });

  it("gives daily buckets for a month, its first and last local day included and nothing outside", async () => {
    const q = period(monthStart, monthEnd);
    const series = data(await h.as("agent").get(respiration.path, q), RespirationSeriesSchema);
    expect(series.bucket).toBe("day");
    expect(series.data.map((d) => [d.time, d.respiration_rate])).toEqual([
      [ns(monthStart), 12],
      [ns(startOfDay(monthStart + 14 * DAY + 2 * HOUR, s.timezone)), 20],
      [ns(startOfDay(monthEnd - 30 * MINUTE, s.timezone)), 16],
    ]);
    const extreme = data(await h.as("agent").get(respirationExtreme.path, q), RespirationExtremeSchema);
    expect(extreme).toEqual({ time: ns(monthEnd - 30 * MINUTE), min: 12, max: 20, last: 16, mean: 16 });
  });

  it("buckets days in the caller's time zone when it differs from the senior's", async () => {
    const tz = "Pacific/Auckland";
    const series = data(
      await h.as("agent").get(respiration.path, period(monthStart, monthEnd, tz)),
      RespirationSeriesSchema,
    );
    expect(series.bucket).toBe("day");
    for (const d of series.data) {
      const p = localParts(nsToMs(d.time), tz);
      expect([p.hour, p.minute]).toEqual([0, 0]);
    }
    expect(series.data.map((d) => d.respiration_rate).sort((a, b) => a - b)).toEqual([12, 16, 20]);
    const extreme = data(
      await h.as("agent").get(respirationExtreme.path, period(monthStart, monthEnd, tz)),
      RespirationExtremeSchema,
    );
    expect(extreme).toEqual({ time: ns(monthEnd - 30 * MINUTE), min: 12, max: 20, last: 16, mean: 16 });
  });

  it("reads the rollups, not the raw readings", async () => {
    // A raw reading that no rollup knows about (ingest always writes both in one statement) is not seen.
    await h.prisma.reading.create({
      data: { seniorId: s.id, metric: "respiration", ts: at(0, 1.75), value: 40 },
    });
    const extreme = data(await h.as("agent").get(respirationExtreme.path, day(0)), RespirationExtremeSchema);
    expect(extreme).toMatchObject({ max: 16, mean: 14.5 });
    const series = data(await h.as("agent").get(respiration.path, week()), RespirationSeriesSchema);
    expect(series.data[0]).toMatchObject({ respiration_rate: 14.5, max_respiration_rate: 16 });
  });
});

describe("respiration access", () => {
  // Each route with the way to read the resident's one sample back from its answer.
  it.each([
    [respirationExtreme.path, (res: Res) => data(res, RespirationExtremeSchema).last],
    [respiration.path, (res: Res) => data(res, RespirationSeriesSchema).data[0]?.respiration_rate],
  ] as const)("%s: roles and scope", async (path, value) => {
    const resident = await seniorByMember(h.prisma, 100002); // facility@demo.care's facility
    const otherResident = await seniorByMember(h.prisma, 100005); // another facility
    const unassigned = await seniorByMember(h.prisma, 100150);
    await putReadings(h.prisma, resident, "respiration", [[at(0, 1), 17]]);
    const query = (who: Senior, extra: Record<string, string> = {}): Record<string, string> => ({
      ...ref(who),
      start_timestamp: ns(monday),
      end_timestamp: ns(monday + DAY),
      ...extra,
    });
    const status = async (who: DemoRole, senior: Senior, extra?: Record<string, string>): Promise<number> =>
      (await h.as(who).get(path, query(senior, extra))).status;

    // The facility agent sees their own resident's data.
    expect(value(await h.as("facility").get(path, query(resident)))).toBe(17);

    expect(await status("agent", s)).toBe(200);
    expect(await status("agent", unassigned)).toBe(200); // care agents reach any senior through 'All Seniors'
    expect(await status("agent", resident)).toBe(200);
    expect(await status("admin", resident)).toBe(200);
    expect(await status("wellness", resident)).toBe(200);
    expect(await status("facility", otherResident)).toBe(404); // outside the facility agent's facility
    expect(await status("facility", s)).toBe(404); // lives at home: not in the facility agent's facility
    expect(await status("admin", s)).toBe(200); // Admin and Admin_WellnessServices: every senior (the vitals rule)
    expect(await status("wellness", s)).toBe(200);
    expect(await status("agent", s, { account_id: resident.accountId })).toBe(404); // account of another senior
    expect(await status("bdm", resident)).toBe(403);
    expect(await status("warehouse", resident)).toBe(403);
  });

  it("validates the period like heart rate", async () => {
    const bad = [
      { ...week(), end_timestamp: ns(monday - DAY) },
      { ...week(), start_timestamp: "123" },
      { ...week(), end_timestamp: ns(monday + 500 * DAY) },
      { ...week(), senior_id: "not-a-uuid" },
      { ...week(), timezone: "Mars/Olympus" },
    ];
    for (const path of [respirationExtreme.path, respiration.path]) {
      for (const q of bad) expect((await h.as("agent").get(path, q)).status, `${path} ${JSON.stringify(q)}`).toBe(400);
    }
  });
});
