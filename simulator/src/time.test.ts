import { describe, expect, it } from "vitest";
import { createRng, hashSeed } from "@care/ingest/prng";
import { localDay, localMidnight } from "./time.js";

describe("local days", () => {
  it("finds local midnight in winter and summer time", () => {
    const winterDay = localDay("America/New_York", Date.UTC(2026, 0, 15, 12));
    expect(new Date(localMidnight("America/New_York", winterDay)).toISOString()).toBe("2026-01-15T05:00:00.000Z");
    const summerDay = localDay("America/Los_Angeles", Date.UTC(2026, 6, 4, 12));
    expect(new Date(localMidnight("America/Los_Angeles", summerDay)).toISOString()).toBe("2026-07-04T07:00:00.000Z");
  });

  it("gives a daylight-saving day its 23 or 25 hours", () => {
    const spring = localDay("America/Chicago", Date.UTC(2026, 2, 8, 18));
    const fall = localDay("America/Chicago", Date.UTC(2026, 10, 1, 18));
    const hours = (d: number): number =>
      (localMidnight("America/Chicago", d + 1) - localMidnight("America/Chicago", d)) / 3_600_000;
    expect([hours(spring), hours(fall), hours(spring + 1)]).toEqual([23, 25, 24]);
  });

  it("puts an instant just before local midnight on the previous day", () => {
    const d = localDay("America/Denver", Date.UTC(2026, 4, 1, 12));
    const midnight = localMidnight("America/Denver", d);
    expect(localDay("America/Denver", midnight - 1)).toBe(d - 1);
    expect(localDay("America/Denver", midnight)).toBe(d);
  });
});

describe("seeded randomness", () => {
  it("repeats for the same seed and differs between streams", () => {
    const a = createRng(hashSeed(42, 100_001, "day", 20_500));
    const b = createRng(hashSeed(42, 100_001, "day", 20_500));
    const c = createRng(hashSeed(42, 100_001, "day", 20_501));
    const seq = (r: ReturnType<typeof createRng>): number[] => Array.from({ length: 5 }, () => r.next());
    const first = seq(a);
    expect(seq(b)).toEqual(first);
    expect(seq(c)).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
