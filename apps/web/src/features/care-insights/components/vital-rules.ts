import type { VitalState } from "@care/contracts";
import type { VitalRow } from "../api/list-vitals";

/** Spec 2 §4: active vitals are those assigned or in active-insight and not disabled; the others are inactive. */
export function isActiveVital(v: Pick<VitalRow, "currentState" | "isDisabled">): boolean {
  return !v.isDisabled && (v.currentState === "ASSIGNED" || v.currentState === "ACTIVE_INSIGHT");
}

export const VITAL_STATE_LABELS: Record<VitalState, string> = {
  ASSIGNED: "Assigned",
  ACTIVE_INSIGHT: "Active Insight",
  UNASSIGNED: "Unassigned",
};

/** Percentages typed into the threshold editor: digits with up to two decimals, nothing else (spec: numbers only). */
export function acceptPercent(typed: string): string | null {
  return /^\d{0,4}(\.\d{0,2})?$/.test(typed) ? typed : null;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The two rule bounds sent with the percentages: the outer (action) band of each side around the baseline
 * average, the attention band where the action percentage is empty; null where nothing can be computed.
 */
export function ruleBounds(
  avg: number | null,
  t: { upHigh: number | null; upLow: number | null; lowHigh: number | null; lowLow: number | null },
): { upper: number | null; lower: number | null } {
  const up = t.upHigh ?? t.upLow;
  const low = t.lowLow ?? t.lowHigh;
  return {
    upper: avg === null || up === null ? null : round2(avg * (1 + up / 100)),
    lower: avg === null || low === null ? null : round2(avg * (1 - low / 100)),
  };
}

/** A figure of the vitals table: up to one decimal, '-' when missing. */
export const figure = (n: number | null | undefined): string =>
  n === null || n === undefined ? "-" : String(Number(n.toFixed(1)));
