// Written-out instants for the zones that broke or strain local-day arithmetic: midnight skipped (Santiago,
// Havana), midnight repeated (Havana, Azores), a skipped date (Apia 2011), offsets that are not whole hours.
import { describe, expect, it } from "vitest";
import {
  addLocalDays,
  addLocalMonths,
  ageAt,
  localDate,
  localDateTime,
  localDays,
  localEpochDay,
  localMonth,
  localParts,
  startOfDay,
  startOfLocalEpochDay,
  startOfMonth,
  startOfPeriod,
  startOfWeek,
  weekdayName,
  zonedTime,
  zoneOffsetMs,
} from "../src/index.js";

const iso = (ms: number): string => new Date(ms).toISOString();
const at = (s: string): number => Date.parse(s);

describe("midnight skipped by DST: the day starts at the first instant after the gap", () => {
  it("America/Santiago, Sunday 2025-09-07 (00:00 -04 became 01:00 -03)", () => {
    const tz = "America/Santiago";
    expect(iso(startOfDay(at("2025-09-07T15:00:00Z"), tz))).toBe("2025-09-07T04:00:00.000Z");
    expect(iso(addLocalDays(at("2025-09-06T15:00:00Z"), 1, tz))).toBe("2025-09-07T04:00:00.000Z");
    expect(iso(addLocalDays(at("2025-09-07T15:00:00Z"), 1, tz))).toBe("2025-09-08T03:00:00.000Z");
    const monday = startOfWeek(at("2025-09-07T15:00:00Z"), tz);
    expect(iso(monday)).toBe("2025-09-01T04:00:00.000Z");
    expect(localDays(monday, addLocalDays(monday, 7, tz), tz).map(iso)).toEqual([
      "2025-09-01T04:00:00.000Z",
      "2025-09-02T04:00:00.000Z",
      "2025-09-03T04:00:00.000Z",
      "2025-09-04T04:00:00.000Z",
      "2025-09-05T04:00:00.000Z",
      "2025-09-06T04:00:00.000Z",
      "2025-09-07T04:00:00.000Z",
    ]);
    expect(iso(startOfMonth(at("2025-09-20T15:00:00Z"), tz))).toBe("2025-09-01T04:00:00.000Z");
    expect(localDays(at("2025-09-01T04:00:00Z"), at("2025-10-01T03:00:00Z"), tz)).toHaveLength(30);
  });

  it("America/Havana, Sunday 2025-03-09 (00:00 CST became 01:00 CDT)", () => {
    expect(iso(startOfDay(at("2025-03-09T15:00:00Z"), "America/Havana"))).toBe("2025-03-09T05:00:00.000Z");
    expect(iso(zonedTime(2025, 3, 9, "America/Havana"))).toBe("2025-03-09T05:00:00.000Z");
  });
});

describe("midnight repeated by DST: the day starts at its first midnight", () => {
  it("America/Havana, 2025-11-02 (01:00 CDT went back to 00:00 CST): a 25-hour day", () => {
    const start = startOfDay(at("2025-11-02T15:00:00Z"), "America/Havana");
    expect(iso(start)).toBe("2025-11-02T04:00:00.000Z");
    expect(iso(addLocalDays(start, 1, "America/Havana"))).toBe("2025-11-03T05:00:00.000Z");
  });

  it("Atlantic/Azores, 2025-10-26 (01:00 +00 went back to 00:00 -01)", () => {
    expect(iso(startOfDay(at("2025-10-26T12:00:00Z"), "Atlantic/Azores"))).toBe("2025-10-26T00:00:00.000Z");
    expect(iso(addLocalDays(at("2025-10-26T12:00:00Z"), 1, "Atlantic/Azores"))).toBe("2025-10-27T01:00:00.000Z");
  });
});

describe("other zone shapes", () => {
  it("a date the zone skipped (Pacific/Apia, 30 Dec 2011): one step, two dates apart", () => {
    const tz = "Pacific/Apia";
    const dec29 = zonedTime(2011, 12, 29, tz);
    expect(iso(dec29)).toBe("2011-12-29T10:00:00.000Z");
    expect(iso(addLocalDays(dec29, 1, tz))).toBe("2011-12-30T10:00:00.000Z");
    expect(localDate(addLocalDays(dec29, 1, tz), tz)).toBe("2011-12-31");
    expect(localDays(dec29, at("2011-12-31T10:00:00Z"), tz).map(iso)).toEqual([
      "2011-12-29T10:00:00.000Z",
      "2011-12-30T10:00:00.000Z",
    ]);
  });

  it.each([
    ["Asia/Kolkata", "2025-01-14T18:30:00.000Z", 19_800_000],
    ["Asia/Kathmandu", "2025-01-14T18:15:00.000Z", 20_700_000],
    ["Australia/Adelaide", "2025-01-14T13:30:00.000Z", 37_800_000],
    ["America/St_Johns", "2025-01-15T03:30:00.000Z", -12_600_000],
  ])("%s starts 2025-01-15 at %s (offset %i ms)", (tz, start, offset) => {
    expect(iso(startOfPeriod("day", at("2025-01-15T12:00:00Z"), tz))).toBe(start);
    expect(zoneOffsetMs(at("2025-01-15T12:00:00Z"), tz)).toBe(offset);
  });

  it("months and weeks", () => {
    const ny = "America/New_York";
    expect(iso(addLocalMonths(at("2025-01-31T17:00:00Z"), 1, ny))).toBe("2025-02-01T05:00:00.000Z");
    expect(iso(addLocalMonths(at("2025-01-31T17:00:00Z"), -2, ny))).toBe("2024-11-01T04:00:00.000Z");
    expect(iso(addLocalMonths(at("2025-11-15T17:00:00Z"), 3, ny))).toBe("2026-02-01T05:00:00.000Z");
    expect(iso(startOfPeriod("week", at("2025-03-10T03:00:00Z"), ny))).toBe("2025-03-03T05:00:00.000Z");
    expect(iso(startOfPeriod("month", at("2025-03-10T03:00:00Z"), ny))).toBe("2025-03-01T05:00:00.000Z");
  });
});

describe("local fields and names", () => {
  it("prints local dates, months, times and weekdays", () => {
    const ms = at("2025-09-07T04:30:00Z");
    expect(localDate(ms, "America/Santiago")).toBe("2025-09-07");
    expect(localMonth(ms, "America/Santiago")).toBe("2025-09");
    expect(localDateTime(ms, "America/Santiago")).toBe("2025-09-07 01:30");
    expect(weekdayName(ms, "America/Santiago")).toBe("Sunday");
    expect(localParts(ms, "Asia/Kolkata")).toEqual({
      year: 2025,
      month: 9,
      day: 7,
      hour: 10,
      minute: 0,
      second: 0,
      isoWeekday: 7,
    });
  });

  it("numbers local days from 1970-01-01", () => {
    expect(localEpochDay(at("2025-09-07T15:00:00Z"), "America/Santiago")).toBe(20338);
    expect(localEpochDay(at("2025-09-07T03:00:00Z"), "America/Santiago")).toBe(20337);
    expect(iso(startOfLocalEpochDay(20338, "America/Santiago"))).toBe("2025-09-07T04:00:00.000Z");
    expect(iso(startOfLocalEpochDay(20338, "Asia/Kolkata"))).toBe("2025-09-06T18:30:00.000Z");
  });

  it("counts whole years of age on the UTC calendar", () => {
    expect(ageAt(new Date("1950-02-28T00:00:00Z"), at("2025-02-27T23:00:00Z"))).toBe(74);
    expect(ageAt(new Date("1950-02-28T00:00:00Z"), at("2025-02-28T00:00:00Z"))).toBe(75);
    expect(ageAt(new Date("1948-02-29T00:00:00Z"), at("2025-02-28T12:00:00Z"))).toBe(76);
    expect(ageAt(new Date("1948-02-29T00:00:00Z"), at("2025-03-01T00:00:00Z"))).toBe(77);
  });

  it("refuses an unknown zone", () => {
    expect(() => startOfDay(0, "Mars/Olympus_Mons")).toThrow(RangeError);
  });
});
