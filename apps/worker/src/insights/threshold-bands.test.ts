import { describe, expect, it } from "vitest";
import { bandLimits, classify, ruleOperators, step, type BandLimits } from "./threshold-bands.js";

const figures = {
  baselineAvg: 70,
  upperActionPct: 30,
  upperAttentionPct: 15,
  lowerAttentionPct: 15,
  lowerActionPct: 30,
  definition: null,
};

describe("threshold bands", () => {
  const l = bandLimits(figures) as BandLimits;

  it("computes the limits around the baseline average", () => {
    expect(l.upperAction).toBeCloseTo(91);
    expect(l.upperAttention).toBeCloseTo(80.5);
    expect(l.lowerAttention).toBeCloseTo(59.5);
    expect(l.lowerAction).toBeCloseTo(49);
    expect(bandLimits({ ...figures, baselineAvg: null })).toBeNull();
  });

  it("classifies with action winning over attention", () => {
    expect([95, 85, 70, 55, 40].map((v) => classify(v, l))).toEqual([
      "upper_action",
      "upper_attention",
      "normal",
      "lower_attention",
      "lower_action",
    ]);
    // gt is strict: the limit itself is normal; with gte it breaches.
    expect(classify(l.upperAttention as number, l)).toBe("normal");
    expect(classify(l.upperAttention as number, { ...l, upperOp: "gte" })).toBe("upper_attention");
  });

  it("reads operators from the portal's rules, with sides by label or operator, and defaults to gt/lt", () => {
    expect(ruleOperators(null)).toEqual({ upperOp: "gt", lowerOp: "lt" });
    expect(ruleOperators({ attention: { above_pct: 15 }, action: { above_pct: 30 } })).toEqual({
      upperOp: "gt",
      lowerOp: "lt",
    });
    expect(
      ruleOperators({
        action: [
          { operator: "lte", event: {} },
          { operator: "gte", event: {} },
        ],
      }),
    ).toEqual({ upperOp: "gte", lowerOp: "lte" });
    expect(ruleOperators({ action: { rules: [{ operator: "eq", bound: "lower" }, { operator: "gt" }] } })).toEqual({
      upperOp: "gt",
      lowerOp: "eq",
    });
  });

  it("falls back to the seed-style definition when a percentage column is empty", () => {
    const m = bandLimits({ ...figures, upperActionPct: null, definition: { action: { above_pct: 50 } } }) as BandLimits;
    expect(m.upperAction).toBeCloseTo(105);
  });

  it("alerts once for a value hovering on an edge, again when it worsens, and after re-arming", () => {
    let state: ReturnType<typeof step>["state"] = "normal";
    const alerts: string[] = [];
    for (const v of [82, 79.9, 81, 79, 82, 95, 85, 95, 84, 75, 82, 40]) {
      const next = step(state, v, l);
      state = next.state;
      if (next.alert) alerts.push(`${v}:${next.alert}`);
    }
    expect(alerts).toEqual(["82:upper_attention", "95:upper_action", "82:upper_attention", "40:lower_action"]);
  });
});
