import { differenceInYears, formatDuration, intervalToDuration, parseISO } from "date-fns";

// The senior header card's dates (spec 2 §9: dates as MM/DD/YYYY; ages computed from the date of birth).

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
export function usDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-");
  return `${m}/${d}/${y}`;
}

/** An instant as the date it was in the member's own time zone, MM/DD/YYYY. */
export function usDateIn(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(instant),
  );
}

/** Whole years from the date of birth to `today`. */
export function ageOn(dob: string, today: Date): number {
  return differenceInYears(today, parseISO(dob));
}

/** 'MM/DD/YYYY / 68' (DOB/Age), '-' when the date of birth is unknown. */
export function dobAndAge(dob: string | null, today: Date): string {
  return dob ? `${usDate(dob)} / ${ageOn(dob, today)}` : "-";
}

/** Time since moving in, in years and months ('2 years 3 months'); days within the first month. */
export function lengthOfStay(moveIn: string | null, today: Date): string {
  if (!moveIn) return "-";
  const start = parseISO(moveIn);
  if (start > today) return "0 days";
  const d = intervalToDuration({ start, end: today });
  if (!d.years && !d.months) return formatDuration(d, { format: ["days"], zero: true });
  return formatDuration(d, { format: ["years", "months"] });
}
