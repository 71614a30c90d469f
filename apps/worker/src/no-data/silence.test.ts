import { describe, expect, it } from "vitest";
import { daysReached, daytimeHoursReached, nightsReached, silenceReachedAt, silenceText } from "./silence.js";

const NY = "America/New_York";
const ms = (iso: string): number => Date.parse(iso);
const iso = (t: number): string => new Date(t).toISOString();

describe("watch: hours of local daytime (08:00–21:00)", () => {
  it("counts straight through within one daytime", () => {
    // 10:00 EST + 2 h = 12:00 EST
    expect(iso(daytimeHoursReached(ms("2026-01-12T15:00:00Z"), 2, NY))).toBe("2026-01-12T17:00:00.000Z");
  });
  it("skips the night: 30 min before 21:00, the other 90 min from 08:00", () => {
    // 20:30 EST → 09:30 EST the next morning
    expect(iso(daytimeHoursReached(ms("2026-01-13T01:30:00Z"), 2, NY))).toBe("2026-01-13T14:30:00.000Z");
  });
  it("starts counting at 08:00 when the silence began at night", () => {
    // 23:00 EST → 10:00 EST
    expect(iso(daytimeHoursReached(ms("2026-01-13T04:00:00Z"), 2, NY))).toBe("2026-01-13T15:00:00.000Z");
  });
  it("spans two whole daytimes for 26 hours", () => {
    // 08:00 EST Monday → 21:00 EST Tuesday
    expect(iso(daytimeHoursReached(ms("2026-01-12T13:00:00Z"), 26, NY))).toBe("2026-01-14T02:00:00.000Z");
  });
  it("follows the zone across the spring-forward night", () => {
    // 20:00 EST Saturday 7 March: 1 h that evening, then 08:00–09:00 EDT on Sunday (UTC−4)
    expect(iso(daytimeHoursReached(ms("2026-03-08T01:00:00Z"), 2, NY))).toBe("2026-03-08T13:00:00.000Z");
  });
  it("uses the senior's zone", () => {
    // 07:00 JST → 10:00 JST
    expect(iso(daytimeHoursReached(ms("2026-01-11T22:00:00Z"), 2, "Asia/Tokyo"))).toBe("2026-01-12T01:00:00.000Z");
  });
});

describe("sleep mat: whole nights (21:00–08:00) begun after the last data", () => {
  it("data at 06:30 belongs to the night in progress: two missed nights end two mornings later", () => {
    expect(iso(nightsReached(ms("2026-01-12T11:30:00Z"), 2, NY))).toBe("2026-01-14T13:00:00.000Z");
    expect(iso(nightsReached(ms("2026-01-12T11:30:00Z"), 1, NY))).toBe("2026-01-13T13:00:00.000Z");
  });
  it("data at 22:30: that night had begun, so the first missed night is the next one", () => {
    expect(iso(nightsReached(ms("2026-01-13T03:30:00Z"), 2, NY))).toBe("2026-01-15T13:00:00.000Z");
  });
});

describe("scale: whole days", () => {
  it("is 72 hours for 3 days", () => {
    expect(iso(daysReached(ms("2026-01-12T15:00:00Z"), 3))).toBe("2026-01-15T15:00:00.000Z");
    expect(iso(silenceReachedAt("scale", ms("2026-01-12T15:00:00Z"), 3, NY))).toBe("2026-01-15T15:00:00.000Z");
  });
});

describe("silenceText", () => {
  it("names the unit", () => {
    expect(silenceText("watch", 2)).toBe("2 daytime hours");
    expect(silenceText("scale", 1)).toBe("1 day");
    expect(silenceText("sleep", 2)).toBe("2 nights");
  });
});
