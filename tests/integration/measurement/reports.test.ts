import ExcelJS from "exceljs";
import type { Senior } from "@care/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DeviceHistorySchema,
  measurementReportRoutes as routes,
  nsToMs,
  SosFallSchema,
  WeeklyVitalsSchema,
  XLSX_CONTENT_TYPE,
} from "@care/contracts";
import { localParts, startOfWeek } from "@care/time";
import { ns, putAlarm, putNight, putReadings, ref, seniorByMember } from "../../support/fixtures.js";
import { data, type Harness, startHarness } from "../../support/harness.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let h: Harness;
let s: Senior;
let monday: number;

beforeAll(async () => {
  h = await startHarness();
  s = await seniorByMember(h.prisma, 100003);
  monday = startOfWeek(Date.now() - 14 * DAY, s.timezone);
  await putReadings(h.prisma, s, "heart_rate", [
    [monday + 8 * HOUR, 60],
    [monday + 9 * HOUR, 80],
    [monday + 2 * DAY + 9 * HOUR, 75],
  ]);
  await putReadings(h.prisma, s, "steps", [[monday + DAY + 10 * HOUR, 9000]]);
  await putNight(h.prisma, s, { start: new Date(monday - 2 * HOUR), end: new Date(monday + 6 * HOUR), score: 77 });
});
afterAll(async () => {
  await h?.close();
});

const weekly = (vital: string): string => routes.weeklyVitals.path.replace(":vital", vital);

describe("weekly vitals", () => {
  it("returns Monday to Sunday of the week containing `date`", async () => {
    const week = data(
      await h.as("agent").get(weekly("heart-rate"), { ...ref(s), date: ns(monday + 3 * DAY), timezone: s.timezone }),
      WeeklyVitalsSchema,
    );
    expect(week.week_start).toBe(ns(monday));
    expect(week.days.map((d) => d.weekday)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week.days[0]).toMatchObject({ heart_rate: 70, min_heart_rate: 60, max_heart_rate: 80 });
    expect(week.days[1]?.heart_rate).toBeNull();
    expect(week.days[2]?.heart_rate).toBe(75);
    const steps = data(
      await h.as("agent").get(weekly("activity"), { ...ref(s), date: ns(monday), timezone: s.timezone }),
      WeeklyVitalsSchema,
    );
    expect(steps.days[1]).toMatchObject({ step_count: 9000, goal_percentage: 200 });
    const body = data(
      await h.as("agent").get(weekly("body-health"), { ...ref(s), date: ns(monday) }),
      WeeklyVitalsSchema,
    );
    expect(body.days.every((d) => d.weight === null)).toBe(true);
  });

  it("uses the member's zone for sleep, the caller's for the rest", async () => {
    const tz = "Asia/Tokyo";
    const hr = data(
      await h.as("agent").get(weekly("heart-rate"), { ...ref(s), date: ns(monday + 3 * DAY), timezone: tz }),
      WeeklyVitalsSchema,
    );
    expect(hr.timezone).toBe(tz);
    expect(localParts(nsToMs(hr.week_start), tz)).toMatchObject({ isoWeekday: 1, hour: 0 });
    const sleep = data(
      await h.as("agent").get(weekly("sleep"), { ...ref(s), date: ns(monday + 3 * DAY), timezone: tz }),
      WeeklyVitalsSchema,
    );
    expect(sleep.timezone).toBe(s.timezone);
    expect(sleep.week_start).toBe(ns(monday));
    expect(sleep.days[0]?.sleep_score).toBe(77);
    expect((await h.as("agent").get(weekly("blood-pressure"), ref(s))).status).toBe(400);
  });
});

describe("SOS and fall list", () => {
  it("merges SOS and falls of the last 30 days, newest first, at most 20, times in ns", async () => {
    const t = await seniorByMember(h.prisma, 100009); // lives at home
    const now = Date.now();
    for (let i = 0; i < 22; i++) await putAlarm(h.prisma, t.id, i % 2 ? "sos" : "fall", new Date(now - (i + 1) * HOUR));
    await putAlarm(h.prisma, t.id, "fall", new Date(now - 31 * DAY));
    const list = data(await h.as("agent").get(routes.sosFall.path, ref(t)), SosFallSchema);
    expect(list).toHaveLength(20);
    expect(list[0]).toMatchObject({ type: "fall", time: ns(now - HOUR) });
    expect(list[1]?.type).toBe("sos");
    const times = list.map((a) => nsToMs(a.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const old = data(
      await h.as("agent").get(routes.sosFall.path, {
        ...ref(t),
        start_timestamp: ns(now - 40 * DAY),
        end_timestamp: ns(now - 30 * DAY),
      }),
      SosFallSchema,
    );
    expect(old).toHaveLength(1);
    // Every senior's SOS and falls for Admin (the vitals rule), as the SOS popups and the care dashboard give them.
    expect(data(await h.as("admin").get(routes.sosFall.path, ref(t)), SosFallSchema)).toEqual(list);
    expect((await h.as("facility").get(routes.sosFall.path, ref(t))).status).toBe(404); // lives at home
    expect((await h.as("bdm").get(routes.sosFall.path, ref(t))).status).toBe(403);
  });
});

describe("vitals xlsx", () => {
  const query = (vital: string): Record<string, string> => ({
    ...ref(s),
    vital,
    start_timestamp: ns(monday),
    end_timestamp: ns(monday + 7 * DAY),
    timezone: s.timezone,
  });

  it("answers a spreadsheet file with a row per day", async () => {
    const res = await h.as("agent").get(routes.vitalsReport.path, query("heart_rate"));
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="heart_rate-100003-.*\.xlsx"$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet("Heart Rate");
    const values = (row: number): unknown[] => (ws?.getRow(row).values as unknown[]).slice(1);
    expect(values(5)).toEqual(["Time", "Average (bpm)", "Min (bpm)", "Max (bpm)", "Readings"]);
    expect(values(6)).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 70, 60, 80, 2]);
    expect(values(7)).toEqual([expect.any(String), 75, 75, 75, 1]);
  });

  it.each(["activity", "body_health", "sleep"])("builds the %s sheet", async (vital) => {
    const res = await h.as("agent").get(routes.vitalsReport.path, query(vital));
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets).toHaveLength(1);
  });

  it("answers errors in the envelope", async () => {
    const bad = await h.as("agent").get(routes.vitalsReport.path, query("blood_pressure"));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ data: null, error: { code: "VALIDATION" } });
    // The facility agent's scope is their facility; this senior lives at home.
    const outside = await h.as("facility").get(routes.vitalsReport.path, query("heart_rate"));
    expect(outside.status).toBe(404);
    expect(outside.body.error?.code).toBe("NOT_FOUND");
    expect((await h.as("warehouse").get(routes.vitalsReport.path, query("heart_rate"))).status).toBe(403);
  });
});

describe("IoT device history", () => {
  const path = routes.deviceHistory.path;

  it("pages 15 rows by default with the next offset, -1 at the end", async () => {
    const total =
      (await h.prisma.deviceAssignment.count()) +
      (await h.prisma.device.count({ where: { assignments: { none: {} } } }));
    const first = data(await h.as("warehouse").get(path), DeviceHistorySchema);
    expect(first.items).toHaveLength(15);
    expect(first.total).toBe(total);
    expect(first.next_offset).toBe(15);
    const last = data(await h.as("warehouse").get(path, { offset: total - 5, limit: 100 }), DeviceHistorySchema);
    expect(last.items).toHaveLength(5);
    expect(last.next_offset).toBe(-1);
    expect(first.items[0]).toMatchObject({ status: "linked", unlinked_date: null, member_id: expect.any(Number) });
    expect((await h.as("warehouse").get(path, { limit: 101 })).status).toBe(400);
  });

  it("searches by IMEI or MAC prefix and filters by type", async () => {
    const scale = await h.prisma.device.findFirstOrThrow({ where: { type: "scale" } });
    const mac = scale.uniqueIdentifier.slice(0, 11); // e.g. 00:24:e4:01
    const found = data(await h.as("agent").get(path, { search: mac.toUpperCase(), limit: 100 }), DeviceHistorySchema);
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((d) => d.unique_identifier.includes(mac))).toBe(true);
    const watch = await h.prisma.device.findFirstOrThrow({ where: { type: "watch" } });
    const imei = data(await h.as("admin").get(path, { search: watch.uniqueIdentifier }), DeviceHistorySchema);
    expect(imei.items.map((d) => d.unique_identifier)).toContain(watch.uniqueIdentifier);
    const sleeps = data(await h.as("wellness").get(path, { device_type: "sleep", limit: 100 }), DeviceHistorySchema);
    expect(sleeps.items.every((d) => d.device_type === "sleep")).toBe(true);
    const nothing = data(await h.as("agent").get(path, { search: "zzzz9999" }), DeviceHistorySchema);
    expect(nothing).toEqual({ items: [], total: 0, next_offset: -1 });
  });

  it.each([":ab", "a:bc", "ab:cd:ef:01:23:45:67", "abc:de", "zz:11", "ab-cd", "ab::cd", "ab cd"])(
    "answers 400 for the search %j",
    async (search) => {
      expect((await h.as("agent").get(path, { search })).status).toBe(400);
    },
  );

  it("is for care agents, admins, wellness services and the warehouse", async () => {
    expect((await h.as("facility").get(path)).status).toBe(403);
    expect((await h.as("bdm").get(path)).status).toBe(403);
  });
});
