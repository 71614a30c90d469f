import {
  addDays,
  addMonths,
  addWeeks,
  format,
  isAfter,
  isSameDay,
  isSameMonth,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "date-fns";

/** The wellness screens' three periods (spec 3 'Shared wellness wrapper'). */
export type PeriodMode = "day" | "week" | "month";

/** Spec 3 §9: weeks start on Monday. */
export const WEEK_STARTS_ON = 1 as const;

export const DATE_FORMAT = "MM/dd/yyyy";
export const TIME_FORMAT = "HH:mm";
/** The week picker's field: 'Week of MM/dd' (quoted text is a literal in date-fns and in the picker field). */
export const WEEK_FORMAT = "'Week of' MM/dd";
export const MONTH_FORMAT = "MM/yyyy";

/** The Monday that starts `date`'s week, at midnight. */
export function weekStart(date: Date): Date {
  return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
}

/** 'Week of 03/09' for any day of the week starting Monday 9 March. */
export function weekLabel(date: Date): string {
  return format(weekStart(date), WEEK_FORMAT);
}

/** The first day of the period that holds `date`: the day itself, its Monday, or the 1st of its month. */
export function periodStart(mode: PeriodMode, date: Date): Date {
  if (mode === "week") return weekStart(date);
  if (mode === "month") return startOfMonth(date);
  return startOfDay(date);
}

/** True while `date`'s period is the one that holds today: there is nothing later to step to. */
export function isCurrentPeriod(mode: PeriodMode, date: Date, today: Date): boolean {
  if (mode === "week") return isSameDay(weekStart(date), weekStart(today));
  if (mode === "month") return isSameMonth(date, today);
  return isSameDay(date, today);
}

/** The start of the previous (-1) or next (+1) period; never later than today's period. */
export function stepPeriod(mode: PeriodMode, date: Date, direction: -1 | 1, today: Date): Date {
  const start = periodStart(mode, date);
  const next =
    mode === "week"
      ? addWeeks(start, direction)
      : mode === "month"
        ? addMonths(start, direction)
        : addDays(start, direction);
  const latest = periodStart(mode, today);
  return isAfter(next, latest) ? latest : next;
}
