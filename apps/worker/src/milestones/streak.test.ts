import { describe, expect, it } from "vitest";
import { addDays, advanceStreak, initialState, insideBand, parseRangeScore } from "./streak.js";

const band = { lower: 59.5, upper: 80.5 };
/** Days from `from` on, one figure each (null = no data that day). */
function days(from: string, values: (number | null)[]): Map<string, number> {
  const out = new Map<string, number>();
  values.forEach((v, i) => {
    if (v !== null) out.set(addDays(from, i), v);
  });
  return out;
}

describe("range streak", () => {
  it("does calendar arithmetic on local dates, across month, year and DST changes", () => {
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("counts strictly inside the band", () => {
    expect(insideBand(70, band)).toBe(true);
    expect(insideBand(59.5, band)).toBe(false);
    expect(insideBand(80.5, band)).toBe(false);
    expect(insideBand(80.49, band)).toBe(true);
  });

  it("starts counting with the day in progress when there is no state", () => {
    expect(initialState("2026-03-10")).toEqual({ streak_days: 0, streak_start: null, last_day: "2026-03-09" });
  });

  it("reaches 7 once, on the seventh day in range", () => {
    const start = initialState("2026-03-01");
    const { state, reached } = advanceStreak(
      start,
      days("2026-03-01", [70, 71, 72, 70, 69, 75, 70]),
      "2026-03-07",
      band,
    );
    expect(reached).toEqual([{ days: 7, day: "2026-03-07", streakStart: "2026-03-01" }]);
    expect(state).toEqual({ streak_days: 7, streak_start: "2026-03-01", last_day: "2026-03-07" });
    // The same days again: nothing (they are at or before last_day).
    const again = advanceStreak(state, days("2026-03-01", [70, 71, 72, 70, 69, 75, 70]), "2026-03-07", band);
    expect(again.reached).toEqual([]);
    expect(again.state).toBe(state);
  });

  it("a day out of range resets, a day without data neither counts nor breaks", () => {
    const start = initialState("2026-03-01");
    const figures = days("2026-03-01", [70, 70, 70, 90, 70, null, null, 70, 70, 70, 70, 70]);
    const { state, reached } = advanceStreak(start, figures, "2026-03-12", band);
    expect(reached).toEqual([]);
    expect(state).toEqual({ streak_days: 6, streak_start: "2026-03-05", last_day: "2026-03-12" });
    const next = advanceStreak(state, days("2026-03-13", [70]), "2026-03-13", band);
    expect(next.reached).toEqual([{ days: 7, day: "2026-03-13", streakStart: "2026-03-05" }]);
  });

  it("catches up many days at once and returns every length reached, in order", () => {
    const start = initialState("2026-01-01");
    const { state, reached } = advanceStreak(start, days("2026-01-01", Array(31).fill(70)), "2026-01-31", band);
    expect(reached.map((r) => [r.days, r.day])).toEqual([
      [7, "2026-01-07"],
      [14, "2026-01-14"],
      [30, "2026-01-30"],
    ]);
    expect(state.streak_days).toBe(31);
  });

  it("keeps counting past the last length without more milestones", () => {
    const long = { streak_days: 365, streak_start: "2025-01-01", last_day: "2025-12-31" };
    const { state, reached } = advanceStreak(long, days("2026-01-01", [70, 70]), "2026-01-02", band);
    expect(reached).toEqual([]);
    expect(state.streak_days).toBe(367);
  });

  it("ignores days after `through` (not complete yet) and leaves them for later", () => {
    const start = initialState("2026-03-01");
    const figures = days("2026-03-01", [70, 70, 95]);
    const { state } = advanceStreak(start, figures, "2026-03-02", band);
    expect(state).toMatchObject({ streak_days: 2, last_day: "2026-03-02" });
  });

  it("reads a stored state, and treats anything else as none", () => {
    const ok = { streak_days: 3, streak_start: "2026-03-01", last_day: "2026-03-03" };
    expect(parseRangeScore(ok)).toEqual(ok);
    expect(parseRangeScore(null)).toBeNull();
    expect(parseRangeScore({ score: 12 })).toBeNull();
    expect(parseRangeScore({ ...ok, last_day: "2026-13-45" })).toBeNull();
    expect(parseRangeScore({ ...ok, last_day: "2026-02-31" })).toBeNull();
    expect(parseRangeScore({ ...ok, streak_days: -1 })).toBeNull();
  });
});
