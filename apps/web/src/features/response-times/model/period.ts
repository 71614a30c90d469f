import { addDays, format, isValid, parse, startOfDay, subDays } from "date-fns";
import { RESPONSE_TIME_MAX_DAYS } from "@care/contracts";

// The period of the response-time screen: whole days on the browser's clock, both ends included, sent to the API as
// the instants [first day 00:00, day after the last 00:00). Date arithmetic by date-fns (DST days are 23 or 25 h).

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd date of the browser's calendar, or null when it is not one. */
export function localDay(text: string | undefined): Date | null {
  if (!text || !DAY.test(text)) return null;
  const d = parse(text, "yyyy-MM-dd", new Date());
  return isValid(d) ? startOfDay(d) : null;
}

export const dayText = (d: Date): string => format(d, "yyyy-MM-dd");

/** The last 30 days, today included: what the screen opens on. */
export function defaultPeriod(now: Date = new Date()): { from: string; to: string } {
  const today = startOfDay(now);
  return { from: dayText(subDays(today, 29)), to: dayText(today) };
}

export type PeriodCheck = { ok: true; from: string; to: string } | { ok: false; message: string };

/** The API's instants of the days from..to (inclusive), or why the pair is not a period. */
export function periodInstants(from: string, to: string): PeriodCheck {
  const a = localDay(from);
  const b = localDay(to);
  if (!a || !b) return { ok: false, message: "Choose both dates" };
  if (b < a) return { ok: false, message: "The last day is before the first" };
  const end = addDays(b, 1);
  if (end.getTime() - a.getTime() > RESPONSE_TIME_MAX_DAYS * 86_400_000) {
    return { ok: false, message: `A period covers at most ${RESPONSE_TIME_MAX_DAYS} days` };
  }
  return { ok: true, from: a.toISOString(), to: end.toISOString() };
}

/** "40 %", "66.7 %", or a dash when there is nothing to divide by. */
export const percent = (v: number | null): string => (v === null ? "—" : `${v} %`);

/** "60 s", "160.5 s", or a dash when no alarm has the time. */
export const seconds = (v: number | null): string => (v === null ? "—" : `${v} s`);
