import { format } from "date-fns";

/** Every date (yyyy-MM-dd) of the calendar answer's months, oldest first, none after `today`. */
export function enabledDates(calenderDates: Record<string, readonly string[]> | undefined, today: string): string[] {
  if (!calenderDates) return [];
  return [...new Set(Object.values(calenderDates).flat())].filter((d) => d <= today).sort();
}

/** The data date before (-1) or after (+1) `day`, or null at either end. */
export function adjacentDate(dates: readonly string[], day: string, direction: -1 | 1): string | null {
  if (direction === 1) return dates.find((d) => d > day) ?? null;
  for (let i = dates.length - 1; i >= 0; i--) if ((dates[i] as string) < day) return dates[i] as string;
  return null;
}

/** The picker's Date (the browser's midnight of a calendar day) ↔ yyyy-MM-dd. */
export function dayToPickerDate(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}
export const pickerDateToDay = (date: Date): string => format(date, "yyyy-MM-dd");
