import { describe, expect, it } from "vitest";
import { nanoTimestamp, nanoTimestampDate, nanoTimestampMs, NanoTimestampOut, dateToNs, msToNs } from "./index.js";
import { InstantInputSchema, SleepCycleInput } from "./index.js";

// Every value here is above 2^53 (9007199254740992): a JS number holds only every 256th integer up there.
// 1763720130002000000 as a number is 1763720130001999872, which the old parsers (Number / 1e6, then truncation)
// read as the millisecond 1763720130001.

describe("nanoTimestamp", () => {
  it("keeps digit strings exact, sub-millisecond digits included", () => {
    expect(nanoTimestamp.parse("1763720130002000000")).toBe(1763720130002000000n);
    expect(nanoTimestamp.parse("1763720130123456789")).toBe(1763720130123456789n);
    expect(nanoTimestamp.parse(" 1763720130123456789 ")).toBe(1763720130123456789n);
  });

  it("reads a JSON number by the digits it was written with, not by its binary neighbour", () => {
    expect(nanoTimestamp.parse(1763720130002000000)).toBe(1763720130002000000n);
    expect(nanoTimestamp.parse(JSON.parse("1763720130010000000") as number)).toBe(1763720130010000000n);
    expect(nanoTimestampMs.parse(1763720130002000000)).toBe(1763720130002);
    expect(nanoTimestampMs.parse(1763720130018000000)).toBe(1763720130018);
  });

  it("truncates to whole milliseconds with integer arithmetic", () => {
    expect(nanoTimestampMs.parse("1763720130002999999")).toBe(1763720130002);
    expect(nanoTimestampDate.parse("1763720130123999999").toISOString()).toBe("2025-11-21T10:15:30.123Z");
  });

  it("round-trips: digits in, the same digits out", () => {
    for (const digits of ["1763720130002000000", "1763720130010000000", "946684800000000000", "4102444799999000000"]) {
      expect(msToNs(nanoTimestampMs.parse(digits))).toBe(digits);
      expect(dateToNs(nanoTimestampDate.parse(digits))).toBe(digits);
      expect(NanoTimestampOut.parse(msToNs(nanoTimestampMs.parse(digits)))).toBe(digits);
    }
    expect(dateToNs(new Date("2025-11-21T10:15:30.123Z"))).toBe("1763720130123000000");
  });

  it.each([
    ["a negative number", -1],
    ["a fraction", 1.5],
    ["letters", "17637e20130"],
    ["an ISO date", "2025-11-21T10:15:30Z"],
    ["20 digits", "17637201300020000000"],
    ["before 2000", "946684799999999999"],
    ["from 2100 on", "4102444800000000000"],
    ["an empty string", ""],
  ])("refuses %s", (_label, value) => {
    expect(nanoTimestamp.safeParse(value).success).toBe(false);
  });

  it("answers as digits, never as a number", () => {
    expect(NanoTimestampOut.safeParse(1763720130002000000).success).toBe(false);
    expect(NanoTimestampOut.safeParse("1763720130002000000").success).toBe(true);
  });
});

describe("the routes' timestamp inputs share it", () => {
  it("sleep_cycle numbers no longer lose a millisecond", () => {
    expect(SleepCycleInput.parse({ start_time: 1763720130002000000, end_time: "1763723730018000000" })).toEqual({
      start_time: 1763720130002,
      end_time: 1763723730018,
    });
  });

  it("care-insight instants keep their unit by size and read nanoseconds exactly", () => {
    expect(InstantInputSchema.parse("1763720130002000000").toISOString()).toBe("2025-11-21T10:15:30.002Z");
    expect(InstantInputSchema.parse(1763720130002000000).toISOString()).toBe("2025-11-21T10:15:30.002Z");
    expect(InstantInputSchema.parse("1763720130002000").toISOString()).toBe("2025-11-21T10:15:30.002Z");
    expect(InstantInputSchema.parse("1763720130002").toISOString()).toBe("2025-11-21T10:15:30.002Z");
    expect(InstantInputSchema.parse("2025-11-21T10:15:30.002Z").toISOString()).toBe("2025-11-21T10:15:30.002Z");
    expect(InstantInputSchema.safeParse("yesterday").success).toBe(false);
    expect(InstantInputSchema.safeParse(-5).success).toBe(false);
  });
});
