// Display classification rules of spec 2 §5 and spec 3 §5 ("Display classification rules"). Pure functions, shared
// by the care dashboard cards and the weekly/wellness views, so one table-driven test covers every screen.
// Labels are lowercase snake_case; docs/measurement.md maps them to the portal's colours.

export type HeartCategory = "normal" | "elevated" | "low_or_high" | "no_data";
export type WeightCategory = "no_change" | "increase" | "caution" | "stable" | "no_data";
export type HydrationCategory = "low" | "fair" | "good" | "no_data";
export type SleepCategory = "poor" | "fair" | "good" | "no_data";
export type ActivityCategory = "low" | "moving" | "good" | "no_data";
export type RiskCategory = "high" | "moderate" | "stable" | "none";

function isNumber(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v);
}

/**
 * The age figure of the heart-rate formula: the age rounded up to 20, 30, 40, 50, 60, 70, then to the next multiple
 * of 5 up to 120. Ages above 120 use 100 (the spec's rule, most likely a guard against a bad date of birth).
 */
export function heartRateAgeBracket(age: number): number {
  if (age > 120) return 100;
  for (const step of [20, 30, 40, 50, 60, 70]) if (age <= step) return step;
  return Math.ceil(age / 5) * 5;
}

export interface HeartRateBounds {
  max: number;
  lower: number;
  upper: number;
}

/** max = 220 − age bracket; lower bound 50 % and upper bound 85 % of max. */
export function heartRateBounds(age: number): HeartRateBounds {
  const max = 220 - heartRateAgeBracket(age);
  return { max, lower: max * 0.5, upper: max * 0.85 };
}

/**
 * Spec wording kept on purpose: above the upper bound is "low-or-high" (label low_or_high), below the lower bound is
 * "elevated", otherwise normal. Both values must be numbers, else no_data.
 */
export function classifyHeartRate(heartRate: unknown, age: unknown): HeartCategory {
  if (!isNumber(heartRate) || !isNumber(age) || age < 0) return "no_data";
  const { lower, upper } = heartRateBounds(age);
  if (heartRate > upper) return "low_or_high";
  if (heartRate < lower) return "elevated";
  return "normal";
}

/**
 * Weight change between a previous and a current weight (same unit; the portal shows lbs). The difference is signed
 * (current − previous): a gain of more than 3 lbs is the classic fluid-retention warning, a loss counts as stable.
 */
export function classifyWeightChange(previous: unknown, current: unknown): WeightCategory {
  if (!isNumber(previous) || !isNumber(current)) return "no_data";
  const diff = current - previous;
  if (diff === 0) return "no_change";
  if (diff > 3) return "increase";
  if (diff > 1) return "caution";
  return "stable";
}

/** Hydration %: < 30 low, 30–40 fair, > 40 good. */
export function classifyHydration(percent: unknown): HydrationCategory {
  if (!isNumber(percent)) return "no_data";
  if (percent < 30) return "low";
  if (percent <= 40) return "fair";
  return "good";
}

/** Sleep score: < 60 poor, 60–75 fair, > 75 good. */
export function classifySleepScore(score: unknown): SleepCategory {
  if (!isNumber(score)) return "no_data";
  if (score < 60) return "poor";
  if (score <= 75) return "fair";
  return "good";
}

/**
 * Steps: needs the data flag (a step count of 0 with readings is "low", without readings it is "no data").
 * ≤ 0 low, 1–5999 moving, ≥ 6000 good. Fractions (averages) between 0 and 1 count as moving.
 */
export function classifyActivity(steps: unknown, hasData: boolean): ActivityCategory {
  if (!hasData || !isNumber(steps)) return "no_data";
  if (steps <= 0) return "low";
  if (steps < 6000) return "moving";
  return "good";
}

export interface RiskInputs {
  sos: number;
  falls: number;
  heart: HeartCategory;
  weight: WeightCategory;
  hydration: HydrationCategory;
  sleep: SleepCategory;
  activity: ActivityCategory;
}

/**
 * Card colour of the care dashboard (docs/measurement.md "Risk rule"):
 * - high: any SOS or fall in the period, or a vital in its worst band (heart low_or_high, weight increase,
 *   hydration low, sleep poor);
 * - moderate: a vital in a caution band (heart elevated, weight caution, hydration fair, sleep fair) or activity low
 *   (low activity is only a caution: 0 steps early in the day is normal);
 * - stable: some data and nothing above;
 * - none: no vital data and no alert in the period.
 */
export function riskCategory(r: RiskInputs): RiskCategory {
  if (r.sos > 0 || r.falls > 0) return "high";
  if (r.heart === "low_or_high" || r.weight === "increase" || r.hydration === "low" || r.sleep === "poor") {
    return "high";
  }
  if (
    r.heart === "elevated" ||
    r.weight === "caution" ||
    r.hydration === "fair" ||
    r.sleep === "fair" ||
    r.activity === "low"
  ) {
    return "moderate";
  }
  const anyData = [r.heart, r.weight, r.hydration, r.sleep, r.activity].some((c) => c !== "no_data");
  return anyData ? "stable" : "none";
}
