// Calendar arithmetic in an IANA time zone with Intl only (no date library is a declared dependency). Periods are
// [start, end) instants in epoch ms; weeks start on Monday (spec 1 §9, spec 3 §9).

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      weekday: "short",
    });
    formatters.set(tz, f);
  }
  return f;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
export const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
}

export function localParts(ms: number, tz: string): LocalParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(new Date(ms))) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    isoWeekday: WEEKDAYS.indexOf(parts.weekday ?? "") + 1,
  };
}

/** Offset of the zone from UTC at an instant, in ms (e.g. −4 h for New York in summer). */
export function zoneOffsetMs(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant of a local wall-clock time. Two passes settle the offset across a DST change; a wall time that does
 * not exist (spring-forward gap) resolves to the instant just after the gap.
 */
export function zonedTime(year: number, month: number, day: number, tz: string, hour = 0): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  let utc = wall - zoneOffsetMs(wall, tz);
  utc = wall - zoneOffsetMs(utc, tz);
  return utc;
}

/** Local midnight of the day containing ms. */
export function startOfDay(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  return zonedTime(p.year, p.month, p.day, tz);
}

/** Local midnight of the Monday of the week containing ms. */
export function startOfWeek(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day - (p.isoWeekday - 1)));
  return zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), tz);
}

export function startOfMonth(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  return zonedTime(p.year, p.month, 1, tz);
}

/** Local midnight `days` calendar days after the local day of ms (DST-safe: 23 or 25 hour days). */
export function addLocalDays(ms: number, days: number, tz: string): number {
  const p = localParts(ms, tz);
  const d = new Date(Date.UTC(p.year, p.month - 1, p.day + days));
  return zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), tz);
}

export function addLocalMonths(ms: number, months: number, tz: string): number {
  const p = localParts(ms, tz);
  const d = new Date(Date.UTC(p.year, p.month - 1 + months, 1));
  return zonedTime(d.getUTCFullYear(), d.getUTCMonth() + 1, 1, tz);
}

export type PeriodKind = "day" | "week" | "month";

/** Start of the day, Monday-week or month containing ms. */
export function startOfPeriod(kind: PeriodKind, ms: number, tz: string): number {
  if (kind === "day") return startOfDay(ms, tz);
  if (kind === "week") return startOfWeek(ms, tz);
  return startOfMonth(ms, tz);
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** YYYY-MM-DD of the local day of ms. */
export function localDate(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** YYYY-MM of the local month of ms. */
export function localMonth(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${p.year}-${pad(p.month)}`;
}

export function weekdayName(ms: number, tz: string): string {
  return WEEKDAY_NAMES[localParts(ms, tz).isoWeekday - 1] ?? "";
}

/** Local midnights of every local day that intersects [start, end). */
export function localDays(start: number, end: number, tz: string): number[] {
  const out: number[] = [];
  for (let d = startOfDay(start, tz); d < end; d = addLocalDays(d, 1, tz)) out.push(d);
  return out;
}

/** Whole years between a date of birth and an instant. */
export function ageAt(dob: Date, ms: number): number {
  const now = new Date(ms);
  let age = now.getUTCFullYear() - dob.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < dob.getUTCMonth() ||
    (now.getUTCMonth() === dob.getUTCMonth() && now.getUTCDate() < dob.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** YYYY-MM-DD HH:mm of ms in the zone (report cells). */
export function localDateTime(ms: number, tz: string): string {
  const p = localParts(ms, tz);
  return `${localDate(ms, tz)} ${pad(p.hour)}:${pad(p.minute)}`;
}
