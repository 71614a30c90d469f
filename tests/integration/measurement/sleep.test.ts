import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  measurementSleepRoutes as routes,
  nsToMs,
  SleepDailySchema,
  SleepDepthSchema,
  SleepHeartRateSchema,
  SleepPhaseSchema,
  SleepSummarySchema,
} from "@care/contracts";
import { localParts, startOfMonth, startOfWeek } from "@care/time";
import { ns, putNight, putReadings, ref } from "../../support/fixtures.js";
import { data, type Harness, startHarness } from "../../support/harness.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let h: Harness;
let s: Senior;
let tz: string;
/** Monday 00:00 three weeks ago in the member's zone. */
let W: number;
const at = (days: number, hours: number): Date => new Date(W + days * DAY + hours * HOUR);

beforeAll(async () => {
  h = await startHarness();
  // A member on Pacific time, so the member's zone and the caller's (New York by default) disagree.
  s = await h.prisma.senior.findFirstOrThrow({
    where: { timezone: "America/Los_Angeles", isActive: true },
    orderBy: { memberId: "asc" },
  });
  tz = s.timezone;
  W = startOfWeek(Date.now() - 21 * DAY, tz);
  await putNight(h.prisma, s, { start: at(-1, 22), end: at(0, 6), score: 70, totalSleepSeconds: 25_000 }); // Monday
  await putNight(h.prisma, s, { start: at(0, 23), end: at(1, 7), score: 90, totalSleepSeconds: 27_000 }); // Tuesday
  await putNight(h.prisma, s, { start: at(4, 23), end: at(5, 7), score: 60, totalSleepSeconds: 20_000 }); // Saturday
  await putNight(h.prisma, s, { start: at(5, 13), end: at(5, 14), score: 80, totalSleepSeconds: 3000 }); // Saturday nap
  await putNight(h.prisma, s, { start: at(6, 22), end: at(7, 6), score: 50 }); // ends next Monday
  // Ten minutes of phases and mat heart rate for the Tuesday night.
  const phases = [0, 0, 1, 1, 1, 2, 2, 3, 4, 1];
  const start = at(0, 23).getTime();
  await putReadings(
    h.prisma,
    s,
    "sleep_phase",
    phases.map((p, i) => [start + i * 60_000, p] as const),
  );
  await putReadings(
    h.prisma,
    s,
    "sleep_heart_rate",
    phases.map((_, i) => [start + i * 60_000, 55 + i] as const),
  );
});
afterAll(async () => {
  await h?.close();
});

describe("sleep day view", () => {
  it("lists the nights that end in the period with averages against the sleep goal", async () => {
    const day = data(
      await h
        .as("agent")
        .get(routes.sleepDaily.path, { ...ref(s), start_timestamp: ns(W), end_timestamp: ns(W + DAY) }),
      SleepDailySchema,
    );
    const key = ns(at(-1, 22));
    expect(Object.keys(day.detail)).toEqual([key]);
    expect(day.detail[key]).toMatchObject({
      sleep_score: 70,
      total_sleep_time: 25_000,
      summary_cycle: { start_time: key, end_time: ns(at(0, 6)) },
    });
    expect(day).toMatchObject({
      average_sleep_score: 70,
      target_score: 80,
      goal_percentage: 88,
      sleep_category: "fair",
    });
    expect(day.summary).toMatchObject({ sleep_score: 70, total_sleep_time: 25_000 });

    const empty = data(
      await h.as("agent").get(routes.sleepDaily.path, {
        ...ref(s),
        start_timestamp: ns(W + 2 * DAY),
        end_timestamp: ns(W + 3 * DAY),
      }),
      SleepDailySchema,
    );
    expect(empty).toMatchObject({ detail: {}, summary: null, average_sleep_score: null, sleep_category: "no_data" });
  });

  it("gives the phases, their totals and the mat heart rate of one sleep cycle", async () => {
    const cycle = JSON.stringify({ start_time: ns(at(0, 23)), end_time: ns(at(1, 7)) });
    const q = { ...ref(s), sleep_cycle: cycle };
    const phase = data(await h.as("agent").get(routes.sleepPhase.path, q), SleepPhaseSchema);
    expect(phase.data.map((p) => [p.phase, (nsToMs(p.end_time) - nsToMs(p.start_time)) / 60_000])).toEqual([
      [0, 2],
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 1],
      [1, 1],
    ]);
    const depth = data(await h.as("agent").get(routes.sleepDepth.path, q), SleepDepthSchema);
    expect(depth[0]).toMatchObject({ awake: 120, light: 240, deep: 120, rem: 60, interruption: 60 });
    const hr = data(await h.as("agent").get(routes.sleepHeartRate.path, q), SleepHeartRateSchema);
    expect(hr.data).toHaveLength(10);
    expect(hr.average_hr).toBe(60);
    // JSON numbers are accepted too (precision below a millisecond does not matter).
    const numeric = `{"start_time":${nsToMs(ns(at(0, 23))) * 1e6},"end_time":${nsToMs(ns(at(1, 7))) * 1e6}}`;
    expect(
      data(
        await h.as("agent").get(routes.sleepHeartRate.path, { ...ref(s), sleep_cycle: numeric }),
        SleepHeartRateSchema,
      ).data,
    ).toHaveLength(10);
  });

  it.each([
    ["not JSON", "{start"],
    ["end before start", JSON.stringify({ start_time: "1700000000000000000", end_time: "1600000000000000000" })],
    ["more than 24 hours", JSON.stringify({ start_time: "1700000000000000000", end_time: "1700200000000000000" })],
    ["missing end", JSON.stringify({ start_time: "1700000000000000000" })],
  ])("answers 400 for a sleep_cycle that is %s", async (_label, cycle) => {
    expect((await h.as("agent").get(routes.sleepPhase.path, { ...ref(s), sleep_cycle: cycle })).status).toBe(400);
  });
});

describe("sleep week and month views (member's time zone, weeks from Monday)", () => {
  it("returns Monday to Sunday of the week containing start_timestamp, nights on their wake-up day", async () => {
    // The portal asks for the day after the end of the week: the answer is still exactly that week.
    const week = data(
      await h.as("agent").get(routes.sleepWeekly.path, {
        ...ref(s),
        start_timestamp: ns(W + 2 * DAY),
        end_timestamp: ns(W + 8 * DAY),
      }),
      SleepSummarySchema,
    );
    expect(week.timezone).toBe(tz);
    expect(week.period_start).toBe(ns(W));
    expect(week.data.map((d) => d.weekday)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week.data.map((d) => d.sleep_score)).toEqual([70, 90, null, null, null, 70, null]);
    expect(week.data[5]).toMatchObject({
      total_sleep_time: 23_000,
      start_time: ns(at(4, 23)),
      end_time: ns(at(5, 14)),
    });
    expect(week.average_sleep_score).toBe(77);
    expect(week.target_score).toBe(80);
    for (const d of week.data) expect(localParts(nsToMs(d.time), tz).hour).toBe(0);
  });

  it("uses the member's zone, not the caller's, to find the week", async () => {
    // Sunday 23:00 in Los Angeles is already Monday in New York: the member's week is the previous one.
    const week = data(
      await h.as("agent").get(routes.sleepWeekly.path, {
        ...ref(s),
        start_timestamp: ns(W - HOUR),
        end_timestamp: ns(W + DAY),
      }),
      SleepSummarySchema,
    );
    expect(week.period_start).toBe(ns(startOfWeek(W - HOUR, tz)));
    expect(localParts(nsToMs(week.period_start), tz).isoWeekday).toBe(1);
    expect(nsToMs(week.period_end)).toBeLessThanOrEqual(W);
  });

  it("returns every day of the month", async () => {
    const month = data(
      await h.as("agent").get(routes.sleepMonthly.path, {
        ...ref(s),
        start_timestamp: ns(W + DAY),
        end_timestamp: ns(W + 2 * DAY),
      }),
      SleepSummarySchema,
    );
    const first = startOfMonth(W + DAY, tz);
    expect(month.period_start).toBe(ns(first));
    expect(month.data.length).toBeGreaterThanOrEqual(28);
    expect(month.data[0]?.date.endsWith("-01")).toBe(true);
    const tuesday = month.data.find((d) => d.time === ns(W + DAY));
    expect(tuesday?.sleep_score).toBe(90);
  });
});
