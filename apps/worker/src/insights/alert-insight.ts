import type { Prisma, ThresholdBand } from "@care/db";
import { goodRange, type BandLimits } from "./threshold-bands.js";

/** A reading that moved a vital into a worse band. */
export interface Breach {
  ts: Date;
  value: number;
  band: Exclude<ThresholdBand, "normal">;
}

export interface AlertThreshold {
  id: string;
  seniorId: string;
  measurementName: string;
  measurementUnit: string | null;
  measurementTitle: string | null;
  facilityId: string | null;
}

/** One stored alert detail row (docs/data-model: care_insight.detail). The realtime event turns it into label/value rows. */
export interface AlertDetail {
  generatedAt: string;
  vitalSign: string;
  variable: string;
  current: number;
  unit: string;
  range: string;
}

/** Up to one decimal, no trailing zeros: 72 → "72", 80.45 → "80.5". */
export const formatValue = (n: number): string => String(Number(n.toFixed(1)));

const LIMIT_OF: Record<Breach["band"], keyof BandLimits> = {
  upper_action: "upperAction",
  upper_attention: "upperAttention",
  lower_attention: "lowerAttention",
  lower_action: "lowerAction",
};

/** Idempotency key: one insight per threshold, band and breaching reading, however often the job runs. */
export const alertDedupeKey = (thresholdId: string, b: Breach): string =>
  `threshold:${thresholdId}:${b.band}:${b.ts.toISOString()}`;

/** The 'Range' cell: 'goodLower-goodUpper unit', or '-' when either side is unknown (spec 2 §3). */
export function rangeText(l: BandLimits, unit: string): string {
  const { lower, upper } = goodRange(l);
  return lower === null || upper === null ? "-" : `${formatValue(lower)}-${formatValue(upper)} ${unit}`.trim();
}

/** A care insight of type alert, waiting for review (sent_for_approval), for one breach. */
export function buildAlertInsight(
  t: AlertThreshold,
  l: BandLimits,
  b: Breach,
  generatedAt: Date,
): Prisma.CareInsightCreateManyInput {
  const unit = t.measurementUnit ?? "";
  const title = t.measurementTitle ?? t.measurementName;
  const severity = b.band.endsWith("action") ? "action" : "attention";
  const direction = b.band.startsWith("upper") ? "above" : "below";
  const limit = l[LIMIT_OF[b.band]] as number;
  const { lower, upper } = goodRange(l);
  const range = rangeText(l, unit);
  const current = `${formatValue(b.value)} ${unit}`.trim();
  const detail: AlertDetail[] = [
    {
      generatedAt: generatedAt.toISOString(),
      vitalSign: title,
      variable: t.measurementName,
      current: Number(b.value.toFixed(1)),
      unit,
      range,
    },
  ];
  return {
    seniorId: t.seniorId,
    facilityId: t.facilityId,
    type: "alert",
    kind: severity,
    status: "sent_for_approval",
    vitalType: t.measurementName,
    message:
      `${title} of ${current} is ${direction} the ${severity} threshold of ${formatValue(limit)} ${unit}`.trim() +
      (range === "-" ? "." : `. Normal range: ${range}.`),
    range,
    rangeGoodLower: lower,
    rangeGoodUpper: upper,
    value: b.value,
    detail: detail as unknown as Prisma.InputJsonValue,
    dedupeKey: alertDedupeKey(t.id, b),
    createdAt: generatedAt,
  };
}
