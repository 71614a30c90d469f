import { HYDRATION_GOAL, SLEEP_GOAL, WEIGHT_GOAL_LBS } from "@care/contracts";

// The goal inputs' rules of spec 3 §5, as pure functions of the text in the field.

/** Weight target on blur: 1 to 2 is raised to 3, above 999 is clamped to 999; anything else stays as typed. */
export function weightOnBlur(text: string): string {
  if (text.trim() === "") return text;
  const n = Number(text);
  if (!Number.isFinite(n)) return text;
  if (n >= 1 && n <= 2) return "3";
  if (n > WEIGHT_GOAL_LBS.max) return String(WEIGHT_GOAL_LBS.max);
  return text;
}

/** Hydration target on blur: empty or negative becomes 0, above 100 becomes 100. */
export function hydrationOnBlur(text: string): string {
  const n = Number(text);
  if (text.trim() === "" || !Number.isFinite(n) || n < 0) return String(HYDRATION_GOAL.min);
  if (n > HYDRATION_GOAL.max) return String(HYDRATION_GOAL.max);
  return text;
}

/** Sleep goal as typed: an integer; negative or non-numeric becomes 0, over 100 becomes 100. */
export function sleepGoalInput(text: string): string {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < SLEEP_GOAL.min) return String(SLEEP_GOAL.min);
  return String(Math.min(n, SLEEP_GOAL.max));
}

/** True when the field holds no number or one below 1: Save stays disabled (weight and hydration targets). */
export function belowOne(text: string): boolean {
  const n = Number(text);
  return text.trim() === "" || !Number.isFinite(n) || n < 1;
}

/** The value sent: rounded to 2 decimals (spec 3 §5 'rounded to 2 decimals'). */
export function twoDecimals(text: string): number {
  return Math.round(Number(text) * 100) / 100;
}
