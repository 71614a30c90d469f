// Zones where DST skips local midnight (America/Santiago on Sunday 2025-09-07, America/Havana on Sunday 2025-03-09).
// The old hand-written zone arithmetic returned the same instant for "the next local day" there, so the week and
// month views looped until the process ran out of memory; each request below hung the API before @care/time.
import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  measurementReportRoutes,
  measurementSleepRoutes,
  SleepSummarySchema,
  WeeklyVitalsSchema,
} from "@care/contracts";
import { ns, putNight, putReadings, ref } from "../../support/fixtures.js";
import { data, type Harness, startHarness } from "../../support/harness.js";

const SANTIAGO = "America/Santiago";
const at = (iso: string): number => Date.parse(iso);
const weekly = (vital: string): string => measurementReportRoutes.weeklyVitals.path.replace(":vital", vital);
let h: Harness;
let s: Senior;

beforeAll(async () => {
  h = await startHarness();
  // A member living in Santiago: the sleep views use the member's own zone whatever the caller sends.
  s = await h.prisma.senior.update({ where: { memberId: 100003 }, data: { timezone: SANTIAGO } });
  await putReadings(h.prisma, s, "heart_rate", [
    [at("2025-09-07T03:30:00Z"), 60], // Saturday 23:30 (-04)
    [at("2025-09-07T04:30:00Z"), 90], // Sunday 01:30 (-03): the first hour of Sunday
  ]);
  // Wakes up on Sunday 7 September at 07:00 (-03), and on Monday 8 September.
  await putNight(h.prisma, s, {
    start: new Date("2025-09-07T02:00:00Z"),
    end: new Date("2025-09-07T10:00:00Z"),
    score: 81,
  });
  await putNight(h.prisma, s, {
    start: new Date("2025-09-08T02:00:00Z"),
    end: new Date("2025-09-08T10:00:00Z"),
    score: 67,
  });
});
afterAll(async () => {
  await h?.close();
});

const SANTIAGO_WEEK = [
  "2025-09-01T04:00:00Z",
  "2025-09-02T04:00:00Z",
  "2025-09-03T04:00:00Z",
  "2025-09-04T04:00:00Z",
  "2025-09-05T04:00:00Z",
  "2025-09-06T04:00:00Z",
  "2025-09-07T04:00:00Z", // 01:00 -03: midnight did not exist
];

describe("weekly vitals across a DST change that skips midnight", () => {
  it("answers the Santiago week of 2025-09-07 with 7 days, Sunday starting after the gap", async () => {
    const week = data(
      await h.as("agent").get(weekly("heart-rate"), {
        ...ref(s),
        date: ns(at("2025-09-07T15:00:00Z")),
        timezone: SANTIAGO,
      }),
      WeeklyVitalsSchema,
    );
    expect(week.week_start).toBe(ns(at("2025-09-01T04:00:00Z")));
    expect(week.week_end).toBe(ns(at("2025-09-08T03:00:00Z")));
    expect(week.days.map((d) => d.time)).toEqual(SANTIAGO_WEEK.map((t) => ns(at(t))));
    expect(week.days.map((d) => d.date)).toEqual([
      "2025-09-01",
      "2025-09-02",
      "2025-09-03",
      "2025-09-04",
      "2025-09-05",
      "2025-09-06",
      "2025-09-07",
    ]);
    expect(week.days.map((d) => d.heart_rate)).toEqual([null, null, null, null, null, 60, 90]);
  });

  it("answers the Havana week of 2025-03-09 (midnight skipped too) for a caller in Havana", async () => {
    const week = data(
      await h.as("agent").get(weekly("activity"), {
        ...ref(s),
        date: ns(at("2025-03-09T17:00:00Z")),
        timezone: "America/Havana",
      }),
      WeeklyVitalsSchema,
    );
    expect(week.week_start).toBe(ns(at("2025-03-03T05:00:00Z")));
    expect(week.days).toHaveLength(7);
    expect(week.days[6]?.time).toBe(ns(at("2025-03-09T05:00:00Z"))); // 01:00 CDT
    expect(week.week_end).toBe(ns(at("2025-03-10T04:00:00Z")));
  });
});

describe("sleep week and month of a member living in Santiago", () => {
  it("answers the week of 2025-09-07 with 7 days", async () => {
    const week = data(
      await h.as("agent").get(measurementSleepRoutes.sleepWeekly.path, {
        ...ref(s),
        start_timestamp: ns(at("2025-09-07T15:00:00Z")),
        end_timestamp: ns(at("2025-09-08T15:00:00Z")),
      }),
      SleepSummarySchema,
    );
    expect(week.timezone).toBe(SANTIAGO);
    expect(week.period_start).toBe(ns(at("2025-09-01T04:00:00Z")));
    expect(week.period_end).toBe(ns(at("2025-09-08T03:00:00Z")));
    expect(week.data.map((d) => d.time)).toEqual(SANTIAGO_WEEK.map((t) => ns(at(t))));
    expect(week.data.map((d) => d.sleep_score)).toEqual([null, null, null, null, null, null, 81]);
  });

  it("answers September 2025 with 30 days", async () => {
    const month = data(
      await h.as("agent").get(measurementSleepRoutes.sleepMonthly.path, {
        ...ref(s),
        start_timestamp: ns(at("2025-09-15T15:00:00Z")),
        end_timestamp: ns(at("2025-09-16T15:00:00Z")),
      }),
      SleepSummarySchema,
    );
    expect(month.period_start).toBe(ns(at("2025-09-01T04:00:00Z")));
    expect(month.period_end).toBe(ns(at("2025-10-01T03:00:00Z")));
    expect(month.data).toHaveLength(30);
    expect(month.data[0]?.date).toBe("2025-09-01");
    expect(month.data[29]?.date).toBe("2025-09-30");
    expect(month.data[6]).toMatchObject({ date: "2025-09-07", time: ns(at("2025-09-07T04:00:00Z")), sleep_score: 81 });
    expect(month.data[7]).toMatchObject({ date: "2025-09-08", time: ns(at("2025-09-08T03:00:00Z")), sleep_score: 67 });
  });
});
