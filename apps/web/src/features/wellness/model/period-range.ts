import { TZDate } from "@date-fns/tz";
import { addDays, addMonths, addWeeks } from "date-fns";
import { msToNs } from "@care/contracts";
import { periodStart, type PeriodMode } from "../../../lib/pickers";

/** The chosen period as the wellness calls send it: epoch nanoseconds (ms × 1e6, spec 3 §4). */
export interface PeriodRange {
  mode: PeriodMode;
  startMs: number;
  /** Exclusive: the start of the next day, week or month. */
  endMs: number;
  start_timestamp: string;
  end_timestamp: string;
}

/** The browser's IANA time zone, sent with every call but sleep's (spec 3 §2). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The day, week (Monday) or month holding the calendar day `date` shows in the browser. With `timeZone` (the sleep
 * screen: the member's zone) the same calendar day is read in that zone, so its midnight is the member's.
 */
export function periodRange(mode: PeriodMode, date: Date, timeZone?: string): PeriodRange {
  const day = timeZone
    ? new TZDate(date.getFullYear(), date.getMonth(), date.getDate(), timeZone)
    : new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const start = periodStart(mode, day);
  const end = mode === "week" ? addWeeks(start, 1) : mode === "month" ? addMonths(start, 1) : addDays(start, 1);
  const startMs = start.getTime();
  const endMs = end.getTime();
  return { mode, startMs, endMs, start_timestamp: msToNs(startMs), end_timestamp: msToNs(endMs) };
}

/** Today as a calendar day in `timeZone`, expressed as the browser's midnight of that day (what the pickers hold). */
export function todayIn(timeZone: string, now: Date = new Date()): Date {
  const zoned = new TZDate(now.getTime(), timeZone);
  return new Date(zoned.getFullYear(), zoned.getMonth(), zoned.getDate());
}
