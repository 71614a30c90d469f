// Every IANA zone that both Postgres and Node know, over the whole of 2025 (a DST year): each day, Monday-week and
// month has the right number of local days, and every day starts at its local midnight or at the first instant
// after it (a DST gap that skips midnight). The oracle is Intl's local date of an instant and of the millisecond
// before it, and plain calendar dates: nothing of @care/time computes the expectation.
import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { addLocalDays, addLocalMonths, localDays, startOfPeriod, type PeriodKind } from "../src/index.js";

const DAY = 86_400_000;

/** YYYY-MM-DD `n` calendar days after a date (UTC dates have no zone rules). */
const plusDays = (date: string, n: number): string => new Date(Date.parse(date) + n * DAY).toISOString().slice(0, 10);
const isoWeekday = (date: string): number => ((new Date(Date.parse(date)).getUTCDay() + 6) % 7) + 1;

const oracles = new Map<string, Intl.DateTimeFormat>();
/** Local calendar date of an instant, by Intl (en-CA prints YYYY-MM-DD). */
function oracleDate(ms: number, tz: string): string {
  let f = oracles.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" });
    oracles.set(tz, f);
  }
  return f.format(ms);
}

/** An instant whose local date is `date` in tz (UTC noon of that date unless the zone is 12 h or more away). */
function probeOn(date: string, tz: string): number | null {
  const noon = Date.parse(`${date}T12:00:00Z`);
  for (const probe of [noon, noon - 11 * 3_600_000, noon + 11 * 3_600_000]) {
    if (oracleDate(probe, tz) === date) return probe;
  }
  return null;
}

/** First calendar date of the period of `kind` containing `date`. */
function firstDateOf(kind: PeriodKind, date: string): string {
  if (kind === "day") return date;
  if (kind === "week") return plusDays(date, 1 - isoWeekday(date));
  return `${date.slice(0, 8)}01`;
}

/** The calendar dates of the period of `kind` starting on `first`, in order. */
function periodDates(kind: PeriodKind, first: string): string[] {
  if (kind === "day") return [first];
  if (kind === "week") return Array.from({ length: 7 }, (_, i) => plusDays(first, i));
  const out: string[] = [];
  for (let d = first; d.slice(0, 7) === first.slice(0, 7); d = plusDays(d, 1)) out.push(d);
  return out;
}

/** A message when `ms` is not the first instant of local date `date` in tz, else null. */
function notFirstInstant(ms: number, date: string, tz: string): string | null {
  const at = oracleDate(ms, tz);
  const before = oracleDate(ms - 1, tz);
  if (at === date && before < date) return null;
  return `${tz}: ${new Date(ms).toISOString()} is ${at} (1 ms earlier ${before}), expected the start of ${date}`;
}

function intlKnows(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** What is wrong with the period of `kind` starting at `start` that should list `dates` (empty when right). */
function periodProblems(kind: PeriodKind, start: number, dates: string[], tz: string): string[] {
  const problems: string[] = [];
  const end = kind === "month" ? addLocalMonths(start, 1, tz) : addLocalDays(start, dates.length, tz);
  const days = localDays(start, end, tz);
  if (days.length !== dates.length)
    return [`${tz} ${kind} of ${dates[0]}: ${days.length} days, expected ${dates.length}`];
  days.forEach((d, i) => {
    const problem = notFirstInstant(d, dates[i] as string, tz);
    if (problem) problems.push(problem);
    if (i > 0 && !(d > (days[i - 1] as number))) problems.push(`${tz}: day ${i} of ${dates[0]} does not advance`);
  });
  const after = notFirstInstant(end, plusDays(dates[dates.length - 1] as string, 1), tz);
  if (after) problems.push(`period end: ${after}`);
  return problems;
}

let zones: string[] = [];

beforeAll(async () => {
  const client = new pg.Client({
    connectionString: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  });
  await client.connect();
  try {
    const r = await client.query<{ name: string }>("SELECT name FROM pg_timezone_names ORDER BY name");
    // Node's list holds ICU's canonical names only (Asia/Calcutta, not Asia/Kolkata); every name Intl accepts is a
    // name a member's record or a request can carry, so "Node knows it" means Intl accepts it.
    zones = r.rows.map((row) => row.name).filter(intlKnows);
  } finally {
    await client.end();
  }
});

describe("local days of every zone Postgres and Node both know, 2025", () => {
  it("finds the shared zones, DST-gap zones among them", () => {
    expect(zones.length).toBeGreaterThan(500);
    expect(zones.filter((tz) => Intl.supportedValuesOf("timeZone").includes(tz)).length).toBeGreaterThan(400);
    expect(zones).toEqual(expect.arrayContaining(["America/Santiago", "America/Havana", "Asia/Kolkata"]));
  });

  // Zones outermost: each zone's midnights are resolved once and its three period kinds reuse them.
  it("every day, week and month has its local days, each starting at local midnight", () => {
    const failures: string[] = [];
    const checked = { day: 0, week: 0, month: 0 };
    for (const tz of zones) {
      for (const kind of ["day", "week", "month"] as const) {
        // First date of each period → its start: every probe in the period must find that same start.
        const starts = new Map<string, number>();
        for (let date = "2025-01-01"; date < "2026-01-01"; date = plusDays(date, 1)) {
          const probe = probeOn(date, tz);
          if (probe === null) {
            failures.push(`${tz}: no instant found on ${date}`);
            continue;
          }
          const first = firstDateOf(kind, date);
          const start = startOfPeriod(kind, probe, tz);
          const known = starts.get(first);
          if (known !== undefined) {
            if (known !== start) failures.push(`${tz}: the ${kind} of ${date} starts at ${start}, not ${known}`);
            continue;
          }
          starts.set(first, start);
          checked[kind] += 1;
          failures.push(...periodProblems(kind, start, periodDates(kind, first), tz));
        }
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Every zone had 365 days, 53 Monday-weeks touching 2025 (2024-12-30 … 2025-12-29) and 12 months.
    expect(checked).toEqual({ day: 365 * zones.length, week: 53 * zones.length, month: 12 * zones.length });
  }, 180_000); // ~15 s of CPU; the limit only allows for a machine shared with other work
});
