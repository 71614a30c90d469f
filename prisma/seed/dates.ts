// Demo dates are computed back from the instant the seed is anchored to, never from the clock inside the seed, so
// that two runs with the same anchor produce identical rows. Tests (and the test template) use the fixed ANCHOR;
// `npm start` and `npm run db:seed` anchor to the current hour (demoAnchor), so the demo's history ends today.
// Exception: password creation times are "now" (see staff.ts), or the demo passwords would expire 90 days after
// the anchor.
export const ANCHOR = new Date("2026-01-01T00:00:00.000Z");

const HOUR_MS = 3_600_000;

/** The anchor of a demo loaded now: the start of the current UTC hour (whole hours keep the generated times round). */
export function demoAnchor(now: Date = new Date()): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

const DAY_MS = 86_400_000;

export function daysBefore(days: number, from: Date = ANCHOR): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** Midnight UTC of the date: what Prisma expects for @db.Date columns. */
export function dateOnly(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function yearsBefore(years: number, extraDays: number, from: Date = ANCHOR): Date {
  const d = new Date(Date.UTC(from.getUTCFullYear() - years, from.getUTCMonth(), from.getUTCDate()));
  return daysBefore(extraDays, d);
}

export function daysAfter(days: number, from: Date): Date {
  return daysBefore(-days, from);
}
