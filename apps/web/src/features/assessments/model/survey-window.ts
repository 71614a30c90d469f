import { WELLNESS_SURVEY_WINDOW_DAYS } from "@care/contracts";
import { endOfDay, startOfDay, subDays } from "date-fns";

export interface DateRange {
  from: Date | null;
  to: Date | null;
}

/** Spec 2 §9: the wellness survey list opens on the last 30 days. */
export function defaultSurveyRange(today: Date): { from: Date; to: Date } {
  return { from: startOfDay(subDays(today, WELLNESS_SURVEY_WINDOW_DAYS)), to: startOfDay(today) };
}

/** Spec 2 §5 'Wellness date filter error when from/to invalid': the message, or null when the range is usable. */
export function rangeError(range: DateRange): string | null {
  if (!range.from || !range.to) return "Choose both dates";
  if (range.from.getTime() > range.to.getTime()) return "From date cannot be greater than To date";
  return null;
}

/** The API's window: from the start of the first day to the end of the last, as ISO instants. */
export function rangeToWindow(range: { from: Date; to: Date }): { start: string; end: string } {
  return { start: startOfDay(range.from).toISOString(), end: endOfDay(range.to).toISOString() };
}
