// Days, Monday-weeks and months of a zone as [start, end) instants in epoch ms (spec 1 §9, spec 3 §9). A period
// starts at local midnight, or at the first instant after it where DST skips midnight (America/Santiago, Havana).
// Zone rules are Luxon's (zonedTime, localParts); stepping from one calendar date to the next is done on UTC
// dates, which have no zone rules: a UTC day is always DAY_MS long.
import { DateTime, FixedOffsetZone } from "luxon";
import { TimeInvariantError } from "./errors.js";
import { DAY_MS, HOUR_MS, localParts, zonedTime, type LocalParts } from "./zone.js";

export type PeriodKind = "day" | "week" | "month";

/** The local date of ms as the instant of that date's UTC midnight. */
const utcDateOf = (p: LocalParts): number => Date.UTC(p.year, p.month - 1, p.day);

/** Start of the local day of calendar date `utcDate` (a UTC midnight) in tz. */
function startOfDate(utcDate: number, tz: string): number {
  const d = new Date(utcDate);
  return zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), tz);
}

/** Start of the local day containing ms. */
export function startOfDay(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  return zonedTime(p.year, p.month, p.day, tz);
}

/** Start of the local Monday of the week containing ms. */
export function startOfWeek(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  return startOfDate(utcDateOf(p) - (p.isoWeekday - 1) * DAY_MS, tz);
}

/** Start of the local 1st of the month containing ms. */
export function startOfMonth(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  return zonedTime(p.year, p.month, 1, tz);
}

/** Start of the day, Monday-week or month containing ms. */
export function startOfPeriod(kind: PeriodKind, ms: number, tz: string): number {
  if (kind === "day") return startOfDay(ms, tz);
  if (kind === "week") return startOfWeek(ms, tz);
  return startOfMonth(ms, tz);
}

/** Start of the local day `days` calendar days after the local day of ms (23- and 25-hour days included). */
export function addLocalDays(ms: number, days: number, tz: string): number {
  return startOfDate(utcDateOf(localParts(ms, tz)) + days * DAY_MS, tz);
}

/** Start of the local 1st of the month `months` months after the month of ms. */
export function addLocalMonths(ms: number, months: number, tz: string): number {
  const p = localParts(ms, tz);
  const first = DateTime.fromObject({ year: p.year, month: p.month, day: 1 }, { zone: FixedOffsetZone.utcInstance });
  const target = first.plus({ months });
  return zonedTime(target.year, target.month, 1, tz);
}

/**
 * No local day is this short in any zone of the tz database (DST moves clocks by 3 h at most; a zone that skipped a
 * date, like Pacific/Apia in 2011, makes one step longer, not shorter). Half a day leaves a wide margin: the bound
 * only has to turn a runaway loop into an error.
 */
const SHORTEST_LOCAL_DAY_MS = 12 * HOUR_MS;

/** How many local days [start, end) can hold at most; a loop that produces more is broken. */
export function maxLocalDays(start: number, end: number): number {
  return Math.ceil(Math.max(0, end - start) / SHORTEST_LOCAL_DAY_MS) + 2;
}

/**
 * Starts of every local day that intersects [start, end). Each step must move strictly forward and the count is
 * bounded by the span, so a zone rule the arithmetic got wrong throws TimeInvariantError instead of looping until
 * the process runs out of memory.
 */
export function localDays(start: number, end: number, tz: string): number[] {
  const out: number[] = [];
  const limit = maxLocalDays(start, end);
  let d = startOfDay(start, tz);
  while (d < end) {
    out.push(d);
    const next = addLocalDays(d, 1, tz);
    if (!(next > d))
      throw new TimeInvariantError(`The local day after ${new Date(d).toISOString()} in ${tz} does not advance`);
    if (out.length > limit)
      throw new TimeInvariantError(`More than ${limit} local days in [${start}, ${end}) in ${tz}`);
    d = next;
  }
  return out;
}
