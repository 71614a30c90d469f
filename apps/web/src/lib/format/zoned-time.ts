import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/** Spec 2 §9: dates MM/DD/YYYY, times hh:mm A. */
export const DATE_TIME_FORMAT = "MM/dd/yyyy hh:mm a";

/** The wall-clock text of an instant in `timeZone` (the browser's zone without one); '-' for nothing or nonsense. */
export function formatInZone(
  instant: string | number | null | undefined,
  timeZone: string | undefined,
  pattern: string = DATE_TIME_FORMAT,
): string {
  if (instant === null || instant === undefined || instant === "") return "-";
  const ms = typeof instant === "number" ? instant : Date.parse(instant);
  if (Number.isNaN(ms)) return "-";
  try {
    return format(timeZone ? new TZDate(ms, timeZone) : new Date(ms), pattern);
  } catch {
    // An unknown zone name (a hand-edited URL): the browser's own clock rather than nothing.
    return format(new Date(ms), pattern);
  }
}

/** The instant (ISO, UTC) of a wall-clock date (yyyy-MM-dd) and time (HH:mm) in `timeZone`. */
export function zonedToIso(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const zoned = new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, timeZone);
  return new Date(zoned.getTime()).toISOString();
}

/** The wall-clock date (yyyy-MM-dd) and time (HH:mm) of an instant in `timeZone`. */
export function zonedParts(instant: string | number, timeZone: string): { date: string; time: string } {
  const zoned = new TZDate(typeof instant === "number" ? instant : Date.parse(instant), timeZone);
  return { date: format(zoned, "yyyy-MM-dd"), time: format(zoned, "HH:mm") };
}
