// Raw-reading retention (docs/scaling.md "Partitions and retention"): the worker's task drops the whole monthly
// partitions of `reading` older than READING_RETENTION_MONTHS; the hourly and daily rollups stay, and the wellness
// reads of a dropped month still answer from them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DashboardDataSchema, measurementReportRoutes, WeeklyVitalsSchema } from "@care/contracts";
import { ensureReadingPartitions, type Senior } from "@care/db";
import { dropExpiredReadings } from "../../../apps/worker/src/periodic/reading-retention.js";
import { PROCESSORS } from "../../../apps/worker/src/processors.js";
import { ns, putReadings, ref } from "../../support/fixtures.js";
import { data } from "../../support/harness.js";
import { startWorkerHarness, type WorkerHarness } from "../../support/worker-harness.js";

const at = (iso: string): Date => new Date(iso);
/** The task's clock. With the default 13 months, raw readings are kept from 2025-11-01T00:00Z. */
const NOW = at("2026-12-07T12:00:00Z");

let h: WorkerHarness;
/** Heart rates in and out of the retention (New York). */
let senior: Senior;
/** Steps around a Kolkata midnight in a dropped month (lives in New York, looked at in Kolkata time). */
let viewed: Senior;
/** The same steps and one more on Thursday, for a senior living in Kolkata (the care dashboard, seen from New York). */
let resident: Senior;

const partitionExists = async (name: string): Promise<boolean> =>
  (await h.prisma.$queryRaw<{ t: string | null }[]>`SELECT to_regclass(${name})::text AS t`)[0]?.t != null;

const rawOf = async (seniorId: string): Promise<{ ts: string; value: number; part: string }[]> =>
  (
    await h.prisma.$queryRaw<{ ts: Date; value: number; part: string }[]>`
      SELECT ts, value, tableoid::regclass::text AS part FROM reading WHERE senior_id = ${seniorId}::uuid ORDER BY ts`
  ).map((r) => ({ ts: r.ts.toISOString(), value: r.value, part: r.part }));

const hourlyOf = async (seniorId: string): Promise<[string, number, number][]> =>
  (
    await h.prisma.$queryRaw<{ b: Date; count: number; sum: number }[]>`
      SELECT bucket_start AS b, count::int AS count, sum::float8 AS sum FROM reading_hourly
      WHERE senior_id = ${seniorId}::uuid ORDER BY bucket_start`
  ).map((r) => [r.b.toISOString(), r.count, r.sum]);

const dailyOf = async (seniorId: string): Promise<[string, number, number][]> =>
  (
    await h.prisma.$queryRaw<{ b: Date; count: number; sum: number }[]>`
      SELECT bucket_start AS b, count::int AS count, sum::float8 AS sum FROM reading_daily
      WHERE senior_id = ${seniorId}::uuid ORDER BY bucket_start`
  ).map((r) => [r.b.toISOString(), r.count, r.sum]);

/** Steps per Kolkata day of the week of 8 September 2025, as the weekly-vitals route answers them. */
const kolkataWeekSteps = async (): Promise<(number | null | undefined)[]> => {
  const path = measurementReportRoutes.weeklyVitals.path.replace(":vital", "activity");
  const query = { ...ref(viewed), date: ns(at("2025-09-10T06:00:00Z")), timezone: "Asia/Kolkata" };
  return data(await h.as("agent").get(path, query), WeeklyVitalsSchema).days.map((d) => d.step_count);
};

/** The care dashboard's average steps per local day of the Kolkata resident, New York's 9 and 10 September 2025. */
const residentDashboardSteps = async (): Promise<number | null | undefined> => {
  const page = data(
    await h.as("admin").get("/api/measurement/dashboard", {
      start_time: ns(at("2025-09-09T04:00:00Z")),
      end_time: ns(at("2025-09-11T04:00:00Z")),
      timezone: "America/New_York",
      search_query: JSON.stringify([{ type: "member_id", value: "100004" }]),
    }),
    DashboardDataSchema,
  );
  return page.dashboard[resident.id]?.devices.watch.step_count;
};

const STEPS: [Date, number][] = [
  [at("2025-09-09T12:00:00Z"), 50], // Tue 17:30 in Kolkata
  [at("2025-09-09T18:10:00Z"), 100], // Tue 23:40
  [at("2025-09-09T18:20:00Z"), 200], // Tue 23:50
  [at("2025-09-09T18:40:00Z"), 1000], // Wed 00:10
  [at("2025-09-09T18:50:00Z"), 2000], // Wed 00:20
  [at("2025-09-10T12:00:00Z"), 400], // Wed 17:30
];

beforeAll(async () => {
  h = await startWorkerHarness();
  senior = await h.prisma.senior.update({ where: { memberId: 100005 }, data: { timezone: "America/New_York" } });
  viewed = await h.prisma.senior.update({ where: { memberId: 100003 }, data: { timezone: "America/New_York" } });
  // September to November 2025 get partitions of their own (the template's start at 2025-12); March 2024 gets
  // none, so its reading waits in reading_default as a reading from a month nobody created would.
  await ensureReadingPartitions(h.prisma, at("2025-09-01T00:00:00Z"), at("2025-12-01T00:00:00Z"));
  await putReadings(h.prisma, senior, "heart_rate", [
    [at("2024-03-10T08:00:00Z"), 80],
    [at("2025-09-15T10:00:00Z"), 70],
    [at("2025-10-31T23:30:00Z"), 90], // the last half hour of the last dropped month
    [at("2025-11-01T00:00:00Z"), 65], // the first instant kept
    [at("2025-11-02T10:00:00Z"), 75],
  ]);
  await putReadings(h.prisma, viewed, "steps", STEPS);
  resident = await h.prisma.senior.update({ where: { memberId: 100004 }, data: { timezone: "Asia/Kolkata" } });
  await putReadings(h.prisma, resident, "steps", [...STEPS, [at("2025-09-10T18:45:00Z"), 300]]); // + Thu 00:15
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("raw readings older than the retention", () => {
  it("are in place before the task runs: partitions, the default partition, the split Kolkata days", async () => {
    expect(PROCESSORS.map((p) => p.name)).toContain("reading-retention");
    expect(await rawOf(senior.id)).toEqual([
      { ts: "2024-03-10T08:00:00.000Z", value: 80, part: "reading_default" },
      { ts: "2025-09-15T10:00:00.000Z", value: 70, part: "reading_2025_09" },
      { ts: "2025-10-31T23:30:00.000Z", value: 90, part: "reading_2025_10" },
      { ts: "2025-11-01T00:00:00.000Z", value: 65, part: "reading_2025_11" },
      { ts: "2025-11-02T10:00:00.000Z", value: 75, part: "reading_2025_11" },
    ]);
    // Raw readings split the 18:00Z hour at Kolkata's midnight (18:30Z): 50+100+200 on Tuesday, 1000+2000+400 on
    // Wednesday.
    expect(await kolkataWeekSteps()).toEqual([null, 350, 3400, null, null, null, null]);
    // Kolkata's 9 (350 steps), 10 (3400) and 11 (300) September: 4050 steps over 3 local days.
    expect(await residentDashboardSteps()).toBe(1350);
  });

  it("are kept when the retention is 0 (off)", async () => {
    const off = { ...h.deps, config: { ...h.deps.config, READING_RETENTION_MONTHS: 0 } };
    expect(await dropExpiredReadings(off, NOW)).toBeNull();
    expect(await partitionExists("reading_2025_09")).toBe(true);
  });

  it("go with their whole partitions; the readings inside the retention and every rollup stay", async () => {
    const run = await dropExpiredReadings(h.deps, NOW);
    // March 2024 is first moved out of reading_default into a partition of its own, then dropped with it.
    expect(run).toEqual({
      movedMonths: ["2024-03"],
      dropped: ["reading_2024_03", "reading_2025_09", "reading_2025_10"],
    });
    // Dropped, not emptied or left detached: no such table at all.
    for (const name of ["reading_2024_03", "reading_2025_09", "reading_2025_10"])
      expect(await partitionExists(name), name).toBe(false);
    expect(await partitionExists("reading_2025_11")).toBe(true);
    expect(await partitionExists("reading_default")).toBe(true);
    expect(await rawOf(senior.id)).toEqual([
      { ts: "2025-11-01T00:00:00.000Z", value: 65, part: "reading_2025_11" },
      { ts: "2025-11-02T10:00:00.000Z", value: 75, part: "reading_2025_11" },
    ]);
    expect(await rawOf(viewed.id)).toEqual([]);

    expect(await hourlyOf(senior.id)).toEqual([
      ["2024-03-10T08:00:00.000Z", 1, 80],
      ["2025-09-15T10:00:00.000Z", 1, 70],
      ["2025-10-31T23:00:00.000Z", 1, 90],
      ["2025-11-01T00:00:00.000Z", 1, 65],
      ["2025-11-02T10:00:00.000Z", 1, 75],
    ]);
    // New York days: 31 October holds 23:30Z and 00:00Z (19:30 and 20:00 local).
    expect(await dailyOf(senior.id)).toEqual([
      ["2024-03-10T05:00:00.000Z", 1, 80],
      ["2025-09-15T04:00:00.000Z", 1, 70],
      ["2025-10-31T04:00:00.000Z", 2, 155],
      ["2025-11-02T04:00:00.000Z", 1, 75],
    ]);
  });

  it("still answer the wellness reads of a dropped month from the rollups", async () => {
    const path = measurementReportRoutes.weeklyVitals.path.replace(":vital", "heart-rate");
    const week = data(
      await h.as("agent").get(path, { ...ref(senior), date: ns(at("2025-09-15T16:00:00Z")) }),
      WeeklyVitalsSchema,
    );
    expect(week.days.find((d) => d.date === "2025-09-15")).toMatchObject({ heart_rate: 70 });
    // The 18:00Z hour can no longer be split at Kolkata's midnight: its hourly row (3300 steps) counts whole on the
    // day its hour starts in (Tuesday, 23:30 local). The week keeps every step: 3750 before and after.
    expect(await kolkataWeekSteps()).toEqual([null, 3350, 400, null, null, null, null]);
    // The dashboard reads Kolkata's Wednesday from its daily row (3400) and the raw half hours at its ends, which
    // are gone; their hourly rows reach into Wednesday, so they are left out rather than counted twice: 50 steps on
    // Tuesday (17:30) and Wednesday's 3400, the 300 + 300 of those half hours missed.
    expect(await residentDashboardSteps()).toBe(1725);
  });

  it("is idempotent: a second run finds nothing to move or drop", async () => {
    expect(await dropExpiredReadings(h.deps, NOW)).toEqual({ movedMonths: [], dropped: [] });
    expect(await rawOf(senior.id)).toEqual([
      { ts: "2025-11-01T00:00:00.000Z", value: 65, part: "reading_2025_11" },
      { ts: "2025-11-02T10:00:00.000Z", value: 75, part: "reading_2025_11" },
    ]);
    expect(await kolkataWeekSteps()).toEqual([null, 3350, 400, null, null, null, null]);
  });
});
