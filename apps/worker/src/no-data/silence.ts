// When a silence becomes a no-data alert: the instant the counted silence reaches the senior's setting. Pure, on
// @care/time (the senior's zone decides what daytime and night are), so the periodic task and tests agree.
import { NO_DATA, type NoDataDevice } from "@care/contracts";
import { addLocalDays, DAY_MS, HOUR_MS, localParts, zonedTime } from "@care/time";

const { startHour: DAY_START, endHour: DAY_END } = NO_DATA.daytime;
/** A silence setting stays far below this many local days; the walk stops there rather than loop forever. */
const MAX_DAYS_WALKED = 400;

/** The local calendar date of `ms` at `hour` o'clock, `days` days later. */
function atHour(ms: number, days: number, hour: number, tz: string): number {
  const p = localParts(addLocalDays(ms, days, tz), tz);
  return zonedTime(p.year, p.month, p.day, tz, hour);
}

/**
 * Watch: the instant when `hours` hours of local daytime (DAY_START–DAY_END) have passed since `from`. Night time
 * does not count, so the result always falls inside a daytime.
 */
export function daytimeHoursReached(from: number, hours: number, tz: string): number {
  let left = hours * HOUR_MS;
  for (let d = 0; d < MAX_DAYS_WALKED; d++) {
    const start = Math.max(from, atHour(from, d, DAY_START, tz));
    const end = atHour(from, d, DAY_END, tz);
    if (end > start) {
      if (end - start >= left) return start + left;
      left -= end - start;
    }
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Sleep mat: the end (DAY_START) of the `nights`-th night (DAY_END–DAY_START) that began at or after `from`. Data at
 * 06:30 belongs to the night in progress, so the first missed night is the one beginning that evening.
 */
export function nightsReached(from: number, nights: number, tz: string): number {
  const firstEvening = atHour(from, 0, DAY_END, tz) >= from ? 0 : 1;
  return atHour(from, firstEvening + nights, DAY_START, tz);
}

/** Scale: `days` whole days (24 h each) after `from`. */
export const daysReached = (from: number, days: number): number => from + days * DAY_MS;

/** The instant a silence that began (or is counted) from `from` reaches `silence` units of its device kind. */
export function silenceReachedAt(device: NoDataDevice, from: number, silence: number, tz: string): number {
  switch (device) {
    case "watch":
      return daytimeHoursReached(from, silence, tz);
    case "scale":
      return daysReached(from, silence);
    case "sleep":
      return nightsReached(from, silence, tz);
  }
}

/** The silence as the message says it: "2 daytime hours", "3 days", "1 night". */
export function silenceText(device: NoDataDevice, silence: number): string {
  const unit = { watch: "daytime hour", scale: "day", sleep: "night" }[device];
  return `${silence} ${unit}${silence === 1 ? "" : "s"}`;
}
