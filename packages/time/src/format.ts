// Local dates and times of an instant as the answers print them (fixed digits, English weekdays: never the
// process locale).
import { localParts } from "./zone.js";

export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");

/** YYYY-MM-DD of the local day of ms. */
export function localDate(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** YYYY-MM of the local month of ms. */
export function localMonth(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${pad(p.year, 4)}-${pad(p.month)}`;
}

/** YYYY-MM-DD HH:mm of ms in the zone (report cells). */
export function localDateTime(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${localDate(ms, tz)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** English weekday name (Monday … Sunday) of the local day of ms. */
export function weekdayName(ms: number, tz: string): string {
  return WEEKDAY_NAMES[localParts(ms, tz).isoWeekday - 1] ?? "";
}
