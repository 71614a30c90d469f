import { EMOTIONAL_WELLBEING_TARGET, LONELINESS_TARGET } from "@care/contracts";

// The agency graphs' axes and targets (spec 3 §9 'Graphs').

const range = (from: number, to: number, step: number): number[] => {
  const out: number[] = [];
  for (let v = from; v <= to; v += step) out.push(v);
  return out;
};

export const WELLBEING_AXIS = { target: EMOTIONAL_WELLBEING_TARGET, domain: [0, 7] as const, ticks: range(0, 7, 1) };
export const LONELINESS_AXIS = { target: LONELINESS_TARGET, domain: [0, 100] as const, ticks: range(0, 100, 10) };
/**
 * LOS axis 0 to 99 in steps of 3 (spec 3 §9). Stays are in days and run past 99 in real data: the top is then
 * raised to the next multiple of 3 above the longest, with every n-th multiple of 3 ticked (at most 34 ticks).
 */
export function losAxis(maxValue: number): { domain: readonly [number, number]; ticks: number[] } {
  const top = Math.max(99, Math.ceil(maxValue / 3) * 3);
  const step = 3 * Math.ceil(top / 99);
  return { domain: [0, Math.ceil(top / step) * step], ticks: range(0, Math.ceil(top / step) * step, step) };
}
export const ACTIVITY_BASE_MAX = 50_000;
const FALL_MIN_TOP = 20;

/** Fall axis in steps of 2 with a top of at least 20 (raised to the next even number above the data). */
export function fallAxis(maxValue: number): { domain: readonly [number, number]; ticks: number[] } {
  const top = Math.max(FALL_MIN_TOP, Math.ceil(maxValue / 2) * 2);
  return { domain: [0, top], ticks: range(0, top, 2) };
}

/** Activity axis: 0 to 50,000, or the data's maximum when above it. */
export function activityAxis(maxValue: number): { domain: readonly [number, number] } {
  return { domain: [0, Math.max(ACTIVITY_BASE_MAX, Math.ceil(maxValue))] };
}

/** The LOS count label: '1 Day' or 'N Days'. */
export function daysLabel(days: number): string {
  return days === 1 ? "1 Day" : `${days} Days`;
}

export type RingColour = "error" | "warning" | "success";

/** Goal ring colour (spec 3 §4): error red from 0 to 50 percent, amber above 50 up to 80, green above 80. */
export function ringColour(percent: number): RingColour {
  if (percent <= 50) return "error";
  return percent <= 80 ? "warning" : "success";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM' → 'Mar 2026'; anything else as it is. */
export function monthLabel(key: string): string {
  const m = /^(\d{4})-(\d{2})/.exec(key);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : key;
}
