// Local days numbered from 1970-01-01 (local dates): the simulator plans each day from its number. Dates are
// counted on UTC, which has no zone rules (a UTC day is always DAY_MS long); the zone rules are zonedTime's.
import { DAY_MS, localParts, zonedTime } from "./zone.js";

/** Number of the local day (days since 1970-01-01 in local dates) an instant falls in. */
export function localEpochDay(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  return Date.UTC(p.year, p.month - 1, p.day) / DAY_MS;
}

/** Start of local day number `day` (local midnight, or the first instant after a gap that skips it). */
export function startOfLocalEpochDay(day: number, tz: string): number {
  const date = new Date(day * DAY_MS);
  return zonedTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), tz);
}
