import { TZDate } from "@date-fns/tz";
import { addDays, addWeeks, format, startOfDay, startOfWeek } from "date-fns";
import { WEEK_STARTS_ON } from "../../../lib/pickers/period";

export type ScheduleView = "day" | "week";

export interface SchedulePeriod {
  /** The period's first day, yyyy-MM-dd (a Monday for a week). */
  day: string;
  start: string;
  /** Exclusive. */
  end: string;
  label: string;
}

function zonedDay(day: string, timeZone: string): TZDate {
  const [y, m, d] = day.split("-").map(Number);
  return new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, timeZone);
}

/** Today's date in `timeZone`, yyyy-MM-dd. */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return format(new TZDate(now, timeZone), "yyyy-MM-dd");
}

/** The day, or the week (Monday on) holding `day`, as instants of `timeZone`'s midnights. */
export function schedulePeriod(view: ScheduleView, day: string, timeZone: string): SchedulePeriod {
  const date = zonedDay(day, timeZone);
  const first = view === "week" ? startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }) : startOfDay(date);
  const next = view === "week" ? addWeeks(first, 1) : addDays(first, 1);
  return {
    day: format(first, "yyyy-MM-dd"),
    start: new Date(first.getTime()).toISOString(),
    end: new Date(next.getTime()).toISOString(),
    label: view === "week" ? format(first, "'Week of' MM/dd/yyyy") : format(first, "EEEE, MM/dd/yyyy"),
  };
}

/** The first day of the period before (-1) or after (+1). */
export function stepSchedule(view: ScheduleView, day: string, direction: -1 | 1, timeZone: string): string {
  const first = zonedDay(schedulePeriod(view, day, timeZone).day, timeZone);
  return format(view === "week" ? addWeeks(first, direction) : addDays(first, direction), "yyyy-MM-dd");
}
