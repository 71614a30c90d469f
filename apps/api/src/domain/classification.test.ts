import { describe, expect, it } from "vitest";
import {
  classifyActivity,
  classifyHeartRate,
  classifyHydration,
  classifySleepScore,
  classifyWeightChange,
  heartRateAgeBracket,
  heartRateBounds,
  riskCategory,
  type RiskInputs,
} from "./classification.js";

describe("heart rate age bracket (spec 3 §5: 20, 30, … 70, then steps of 5 to 120, above 120 uses 100)", () => {
  it.each([
    [0, 20],
    [19, 20],
    [20, 20],
    [21, 30],
    [30, 30],
    [45, 50],
    [61, 70],
    [70, 70],
    [71, 75],
    [75, 75],
    [76, 80],
    [83, 85],
    [99, 100],
    [118, 120],
    [120, 120],
    [121, 100],
    [150, 100],
  ])("age %d → %d", (age, bracket) => expect(heartRateAgeBracket(age)).toBe(bracket));

  it("max = 220 − bracket, lower 50 %, upper 85 %", () => {
    expect(heartRateBounds(80)).toEqual({ max: 140, lower: 70, upper: 119 });
    expect(heartRateBounds(121)).toEqual({ max: 120, lower: 60, upper: 102 });
  });
});

describe("heart rate category", () => {
  it.each([
    // age 80: lower 70, upper 119
    [119.5, 80, "low_or_high"],
    [119, 80, "normal"],
    [70, 80, "normal"],
    [69.9, 80, "elevated"],
    [95, 80, "normal"],
    // age 20: max 200 → lower 100, upper 170
    [171, 20, "low_or_high"],
    [99, 20, "elevated"],
    [null, 80, "no_data"],
    [80, null, "no_data"],
    ["80", 80, "no_data"],
    [Number.NaN, 80, "no_data"],
  ] as const)("hr %s at age %s → %s", (hr, age, expected) => expect(classifyHeartRate(hr, age)).toBe(expected));
});

describe("weight change (signed current − previous)", () => {
  it.each([
    [null, 150, "no_data"],
    [150, undefined, "no_data"],
    [150, 150, "no_change"],
    [150, 153.5, "increase"],
    [150, 153, "caution"],
    [150, 151.5, "caution"],
    [150, 151, "stable"],
    [150, 150.5, "stable"],
    [150, 140, "stable"],
  ] as const)("%s → %s is %s", (prev, cur, expected) => expect(classifyWeightChange(prev, cur)).toBe(expected));
});

describe("hydration", () => {
  it.each([
    [null, "no_data"],
    [0, "low"],
    [29.9, "low"],
    [30, "fair"],
    [40, "fair"],
    [40.1, "good"],
    [70, "good"],
  ] as const)("%s %% → %s", (v, expected) => expect(classifyHydration(v)).toBe(expected));
});

describe("sleep score", () => {
  it.each([
    [undefined, "no_data"],
    [0, "poor"],
    [59, "poor"],
    [60, "fair"],
    [75, "fair"],
    [76, "good"],
    [100, "good"],
  ] as const)("%s → %s", (v, expected) => expect(classifySleepScore(v)).toBe(expected));
});

describe("activity (needs the data flag)", () => {
  it.each([
    [0, false, "no_data"],
    [8000, false, "no_data"],
    [0, true, "low"],
    [-1, true, "low"],
    [1, true, "moving"],
    [0.5, true, "moving"],
    [5999, true, "moving"],
    [6000, true, "good"],
    [12000, true, "good"],
  ] as const)("%s steps, data %s → %s", (steps, flag, expected) =>
    expect(classifyActivity(steps, flag)).toBe(expected),
  );
});

describe("risk category", () => {
  const calm: RiskInputs = {
    sos: 0,
    falls: 0,
    heart: "normal",
    weight: "stable",
    hydration: "good",
    sleep: "good",
    activity: "good",
  };
  const none: RiskInputs = {
    sos: 0,
    falls: 0,
    heart: "no_data",
    weight: "no_data",
    hydration: "no_data",
    sleep: "no_data",
    activity: "no_data",
  };
  it.each([
    ["all calm", calm, "stable"],
    ["no data at all", none, "none"],
    ["an SOS without vitals", { ...none, sos: 1 }, "high"],
    ["a fall", { ...calm, falls: 2 }, "high"],
    ["heart above the upper bound", { ...calm, heart: "low_or_high" }, "high"],
    ["weight gain > 3", { ...calm, weight: "increase" }, "high"],
    ["low hydration", { ...calm, hydration: "low" }, "high"],
    ["poor sleep", { ...calm, sleep: "poor" }, "high"],
    ["heart below the lower bound", { ...calm, heart: "elevated" }, "moderate"],
    ["weight caution", { ...calm, weight: "caution" }, "moderate"],
    ["fair hydration", { ...calm, hydration: "fair" }, "moderate"],
    ["fair sleep", { ...calm, sleep: "fair" }, "moderate"],
    ["no steps", { ...calm, activity: "low" }, "moderate"],
    ["one vital only", { ...none, sleep: "good" }, "stable"],
  ] as const)("%s → %s", (_label, inputs, expected) => expect(riskCategory(inputs as RiskInputs)).toBe(expected));
});
