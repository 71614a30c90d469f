import { describe, expect, it } from "vitest";
import { msToNs, nsToMs } from "@care/contracts";
import { addLocalDays, localDate, localDays, startOfDay, startOfMonth, startOfWeek, weekdayName } from "@care/time";
import { bucketFor } from "../../../apps/api/src/modules/measurement/shared/rollups.js";
import { monthWindow } from "../../../apps/api/src/modules/measurement/agency/compute.js";
import { dailySpan } from "../../../apps/api/src/modules/measurement/dashboard/figures.js";

const iso = (ms: number): string => new Date(ms).toISOString();

describe("period boundaries (weeks start on Monday)", () => {
  it.each([
    // Sunday evening in New York is already Monday in UTC: the New York week still starts the previous Monday.
    ["2026-03-08T23:30:00Z", "America/New_York", "2026-03-02T05:00:00.000Z"],
    ["2026-03-09T03:59:00Z", "America/New_York", "2026-03-02T05:00:00.000Z"], // Sunday 23:59 EDT
    // Monday 01:00 in New York (after the DST change of Sunday 8 March, UTC−4).
    ["2026-03-09T05:00:00Z", "America/New_York", "2026-03-09T04:00:00.000Z"],
    ["2026-03-09T05:00:00Z", "Asia/Tokyo", "2026-03-08T15:00:00.000Z"],
    ["2026-11-22T10:00:00Z", "Asia/Kolkata", "2026-11-15T18:30:00.000Z"],
  ])("the week of %s in %s starts at %s", (at, tz, start) => {
    expect(iso(startOfWeek(Date.parse(at), tz))).toBe(start);
    expect(weekdayName(startOfWeek(Date.parse(at), tz), tz)).toBe("Monday");
  });

  it("knows 23- and 25-hour days", () => {
    const tz = "America/New_York";
    const spring = startOfDay(Date.parse("2026-03-08T12:00:00Z"), tz);
    expect(addLocalDays(spring, 1, tz) - spring).toBe(23 * 3_600_000);
    const autumn = startOfDay(Date.parse("2026-11-01T12:00:00Z"), tz);
    expect(addLocalDays(autumn, 1, tz) - autumn).toBe(25 * 3_600_000);
    expect(bucketFor(autumn, addLocalDays(autumn, 1, tz))).toBe("hour");
    expect(bucketFor(autumn, addLocalDays(autumn, 2, tz))).toBe("day");
  });

  it("starts months on the 1st at local midnight and lists their days", () => {
    const tz = "America/Los_Angeles";
    const feb = startOfMonth(Date.parse("2028-02-15T12:00:00Z"), tz);
    expect(iso(feb)).toBe("2028-02-01T08:00:00.000Z");
    const days = localDays(feb, startOfMonth(Date.parse("2028-03-15T12:00:00Z"), tz), tz);
    expect(days).toHaveLength(29);
    expect(localDate(days[28] ?? 0, tz)).toBe("2028-02-29");
  });

  it("keys agency months in the caller's zone, oldest first", () => {
    const w = monthWindow(3, "America/New_York", Date.parse("2026-01-01T03:00:00Z")); // still 31 Dec in New York
    expect(w.months.map((m) => m.key)).toEqual(["2025-10", "2025-11", "2025-12"]);
    expect(monthWindow(12, "UTC", Date.parse("2026-06-15T00:00:00Z")).months).toHaveLength(12);
  });
});

describe("daily rollup span of a card period", () => {
  const tz = "America/New_York";
  const H = 3_600_000;
  const midnight = Date.parse("2026-11-20T05:00:00Z"); // Friday 00:00 in New York

  it.each([
    ["a past day in the senior's zone: that day's bucket", midnight, midnight + 24 * H, midnight + 48 * H, [0, 24]],
    [
      "today until now: today's bucket (it holds today so far)",
      midnight,
      midnight + 10 * H,
      midnight + 10 * H,
      [0, 24],
    ],
    ["a past partial day: hourly rows only", midnight, midnight + 10 * H, midnight + 30 * H, [10, 10]],
    [
      "a caller 14 h ahead, until now: hourly head, daily rest",
      midnight - 14 * H,
      midnight + 10 * H,
      midnight + 10 * H,
      [14, 38],
    ],
    [
      "a caller 14 h ahead, a past day: hourly at both edges",
      midnight - 14 * H,
      midnight + 10 * H,
      midnight + 30 * H,
      [24, 24],
    ],
  ] as const)("%s", (_label, start, end, now, [cs, ce]) => {
    const span = dailySpan(start, end, now, tz);
    expect([(span.cs - start) / H, (span.ce - start) / H]).toEqual([cs, ce]);
  });
});

describe("nanosecond timestamps", () => {
  it("round-trips milliseconds exactly through digit strings (beyond 2^53)", () => {
    const ms = Date.parse("2026-11-22T10:11:12.345Z");
    expect(msToNs(ms)).toBe("1795342272345000000");
    expect(nsToMs("1795342272345999999")).toBe(ms);
    expect(Number(msToNs(ms))).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });
});
