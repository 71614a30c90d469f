import { TZDate } from "@date-fns/tz";
import { nsToMs } from "@care/contracts";
import { format } from "date-fns";
import type { PeriodMode } from "../../../lib/pickers";

/** A value with its unit, or '-' when there is none (no reading in the period). */
export function withUnit(value: number | null | undefined, unit: string): string {
  if (value === null || value === undefined) return "-";
  return unit === "%" ? `${value}%` : `${value} ${unit}`;
}

/** The x label of a bucket: the hour in day mode ('3 PM'), the date otherwise ('03/09'); `timeZone` for sleep. */
export function bucketLabel(ns: string, mode: PeriodMode, timeZone?: string): string {
  const ms = nsToMs(ns);
  const date = timeZone ? new TZDate(ms, timeZone) : new Date(ms);
  return format(date, mode === "day" ? "h a" : "MM/dd");
}

/** A clock time of a nanosecond instant ('10:42 PM'), in `timeZone` when given. */
export function clockTime(ns: string, timeZone?: string): string {
  const ms = nsToMs(ns);
  return format(timeZone ? new TZDate(ms, timeZone) : new Date(ms), "h:mm a");
}

/** Minutes, or hours and minutes, of a number of seconds ('25 min', '1h 5m'); '-' when unknown. */
export function shortDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "-";
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Clamps a number to [lo, hi] (the hydration bar, spec 3 §9). */
export function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}
