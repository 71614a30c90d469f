import type { Vital } from "@care/contracts";
import type { VitalThreshold } from "@care/db";
import { decimalToNumber as n } from "../mappers.js";

/**
 * The Vital of spec 2 §3. threshold.upHigh = upper action %, upLow = upper attention %, lowHigh = lower
 * attention %, lowLow = lower action % (the outer band of each side is the "action" one).
 */
export function toVital(row: VitalThreshold): Vital {
  return {
    seniorId: row.seniorId,
    measurementName: row.measurementName,
    measurementUnit: row.measurementUnit,
    measurementTitle: row.measurementTitle,
    currentState: row.state,
    isDisabled: row.isDisabled,
    vendorName: row.vendorName,
    modelNumber: row.modelNumber,
    createdDate: row.createdAt.toISOString(),
    baseline: { high: n(row.baselineHigh), low: n(row.baselineLow), avg: n(row.baselineAvg) },
    actual: { high: n(row.actualHigh), low: n(row.actualLow), avg: n(row.actualAvg) },
    timestamp: { start: row.windowStart?.toISOString() ?? null, end: row.windowEnd?.toISOString() ?? null },
    threshold: {
      upHigh: n(row.upperActionPct),
      upLow: n(row.upperAttentionPct),
      lowHigh: n(row.lowerAttentionPct),
      lowLow: n(row.lowerActionPct),
    },
    definition: row.definition ?? null,
  };
}

/** heart_rate → "Heart Rate": the title of a vital created on first assignment. */
export const titleOf = (name: string): string =>
  name
    .split("_")
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");
