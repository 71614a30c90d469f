import { TZDate } from "@date-fns/tz";
import { addDays, addHours, format, subDays } from "date-fns";
import { LOCATION_CALENDAR_MAX_DAYS, type LOCATION_DURATION_HOURS } from "@care/contracts";

export type DurationHours = (typeof LOCATION_DURATION_HOURS)[number];

/** Today's date (yyyy-MM-dd) in the member's zone. */
export function memberToday(timeZone: string, now: number): string {
  return format(new TZDate(now, timeZone), "yyyy-MM-dd");
}

/**
 * The history window of a chosen day and duration: the last `hours` hours of that day in the member's zone, up to
 * now on today (a later end would only be empty). ISO instants as the API takes them.
 */
export function historyWindow(
  day: string,
  hours: DurationHours,
  timeZone: string,
  now: number,
): { start: string; end: string } {
  const [y, m, d] = day.split("-").map(Number);
  const midnightAfter = addDays(new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, timeZone), 1).getTime();
  const end = Math.min(midnightAfter, now);
  return { start: new Date(addHours(end, -hours).getTime()).toISOString(), end: new Date(end).toISOString() };
}

/** The calendar's window: the widest the API allows, ending now (one call covers the arrows' whole range). */
export function calendarWindow(now: number): { start: string; end: string } {
  return { start: subDays(now, LOCATION_CALENDAR_MAX_DAYS - 1).toISOString(), end: new Date(now).toISOString() };
}
