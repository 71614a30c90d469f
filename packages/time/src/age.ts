import { DateTime } from "luxon";

/**
 * Whole years between a date of birth (a calendar date, stored at UTC midnight) and an instant, on the UTC calendar.
 * A 29 February birthday counts from 1 March in other years.
 */
export function ageAt(dob: Date, ms: number): number {
  const birth = DateTime.fromJSDate(dob, { zone: "utc" });
  const now = DateTime.fromMillis(ms, { zone: "utc" });
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}
