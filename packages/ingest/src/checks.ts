// Plausibility checks on a normalized batch. Any failure refuses the whole batch (nothing is written), and the
// refusal names every failing item, so a device or a tester sees exactly what to fix.
import { INGEST_MAX_READINGS } from "@care/contracts";
import { METRICS, isPlausible, type MetricInfo } from "@care/db";
import type { FieldError, NormalizedBatch } from "./types.js";

/** At most this many field errors travel back; the message counts the rest. */
const MAX_REPORTED = 20;

/**
 * Values against the metric catalogue, and device times against the server clock: a time further in the
 * future than `maxSkewMs` means a broken device clock, and storing it would put readings on tomorrow's charts.
 */
export function checkBatch(batch: NormalizedBatch, now: Date, maxSkewMs: number): FieldError[] {
  const errors: FieldError[] = [];
  const latestAllowed = now.getTime() + maxSkewMs;
  const checkTime = (ts: Date, path: string): void => {
    if (ts.getTime() > latestAllowed) {
      errors.push({
        field: path,
        reason: `device time ${ts.toISOString()} is in the future (server ${now.toISOString()})`,
      });
    }
  };
  for (const r of batch.readings) {
    if (!isPlausible(r.metric, r.value)) {
      const info: MetricInfo = METRICS[r.metric];
      errors.push({
        field: r.path,
        reason: `${r.metric} ${r.value} is outside ${info.min}–${info.max} ${info.unit}`,
      });
    } else if (r.metric === "sleep_phase" && !Number.isInteger(r.value)) {
      errors.push({ field: r.path, reason: "sleep phase codes are integers 0–5" });
    }
    checkTime(r.ts, r.path);
  }
  for (const l of batch.locations) checkTime(l.ts, `${l.path}.ts`);
  for (const a of batch.alarms) checkTime(a.ts, `${a.path}.ts`);
  for (const s of batch.sessions) checkTime(s.end, `${s.path}.enddate`);
  if (batch.online) checkTime(batch.online.ts, "body");
  return errors;
}

/**
 * Why a batch is refused, worded for the device; the API answers it as a 400 VALIDATION with this `message` and
 * `fields`. A value rather than an exception, so the package knows nothing of HTTP.
 */
export interface BatchRefusal {
  message: string;
  fields: FieldError[];
}

/** One refusal naming the failing items (the first in the message, up to 20 in `fields`). */
export function refusal(errors: FieldError[]): BatchRefusal {
  const first = errors[0] as FieldError;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
  return {
    message: `Invalid ${first.field}: ${first.reason}${more}. Nothing was stored.`,
    fields: errors.slice(0, MAX_REPORTED),
  };
}

export function oversize(readings: number): BatchRefusal {
  const reason = `${readings} readings in one request; at most ${INGEST_MAX_READINGS} (split the batch)`;
  return { message: `Batch too large: ${reason}. Nothing was stored.`, fields: [{ field: "body", reason }] };
}
