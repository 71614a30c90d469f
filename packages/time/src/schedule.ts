import { addLocalDays, addLocalMonths, startOfDay, startOfMonth, startOfWeek } from "./periods.js";
import { localParts, zonedTime } from "./zone.js";
import { localDate } from "./format.js";

/** How often a report schedule runs: every day, every Monday (weeks start Monday), or on the 1st of the month. */
export type ScheduleFrequency = "daily" | "weekly" | "monthly";

/** The instant of local `HH:mm` on the local day that starts at `dayStart` (DST gaps resolve like zonedTime). */
function atTimeOfDay(dayStart: number, timeOfDay: string, tz: string): number {
  const [hh, mm] = timeOfDay.split(":").map(Number) as [number, number];
  const p = localParts(dayStart, tz);
  return zonedTime(p.year, p.month, p.day, tz, hh) + mm * 60_000;
}

/** The first time strictly after `afterMs` that a schedule of this frequency fires, at `timeOfDay` in `tz`. */
export function nextScheduledRun(frequency: ScheduleFrequency, timeOfDay: string, tz: string, afterMs: number): number {
  const periodStart =
    frequency === "daily"
      ? startOfDay(afterMs, tz)
      : frequency === "weekly"
        ? startOfWeek(afterMs, tz)
        : startOfMonth(afterMs, tz);
  const candidate = atTimeOfDay(periodStart, timeOfDay, tz);
  if (candidate > afterMs) return candidate;
  const next =
    frequency === "daily"
      ? addLocalDays(periodStart, 1, tz)
      : frequency === "weekly"
        ? addLocalDays(periodStart, 7, tz)
        : addLocalMonths(periodStart, 1, tz);
  return atTimeOfDay(next, timeOfDay, tz);
}

/**
 * The local dates (YYYY-MM-DD, inclusive) a run fired at `firedAtMs` reports on: the period before it. Daily: the
 * previous day; weekly: the previous Monday-to-Sunday week; monthly: the previous calendar month.
 */
export function scheduledPeriod(
  frequency: ScheduleFrequency,
  firedAtMs: number,
  tz: string,
): { from: string; to: string } {
  const periodStart =
    frequency === "daily"
      ? startOfDay(firedAtMs, tz)
      : frequency === "weekly"
        ? startOfWeek(firedAtMs, tz)
        : startOfMonth(firedAtMs, tz);
  const previous =
    frequency === "daily"
      ? addLocalDays(periodStart, -1, tz)
      : frequency === "weekly"
        ? addLocalDays(periodStart, -7, tz)
        : addLocalMonths(periodStart, -1, tz);
  return { from: localDate(previous, tz), to: localDate(addLocalDays(periodStart, -1, tz), tz) };
}
