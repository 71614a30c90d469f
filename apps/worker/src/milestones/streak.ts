import { RANGE_MILESTONE_DAYS, RangeScoreStateSchema, type RangeScoreState } from "@care/contracts";

// The pure part of the range milestones: local-day arithmetic and the streak walk. No database, no clock.

const DAY_MS = 86_400_000;

/** The local day after / before `day` (YYYY-MM-DD; calendar arithmetic, no timezone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar date written YYYY-MM-DD (not 2026-02-31): the database casts it. */
function isLocalDate(day: string): boolean {
  const t = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === day;
}

/** The stored state, or null when there is none or it is not ours (then counting starts afresh). */
export function parseRangeScore(v: unknown): RangeScoreState | null {
  const parsed = RangeScoreStateSchema.safeParse(v);
  return parsed.success && isLocalDate(parsed.data.last_day) ? parsed.data : null;
}

/**
 * No state yet (never counted, or range-score-clear): counting starts with the local day in progress, so
 * `last_day` is the day before it. Days before that — those the baseline was probably computed from — never count.
 */
export const initialState = (today: string): RangeScoreState => ({
  streak_days: 0,
  streak_start: null,
  last_day: addDays(today, -1),
});

/** The normal band a day's figure must lie strictly inside. */
export interface NormalBand {
  lower: number;
  upper: number;
}

export const insideBand = (value: number, band: NormalBand): boolean => value > band.lower && value < band.upper;

export interface ReachedMilestone {
  /** The streak length reached (one of RANGE_MILESTONE_DAYS). */
  days: number;
  /** The local day that completed it. */
  day: string;
  /** First day of that streak. */
  streakStart: string;
}

/**
 * Walks the days after `state.last_day` up to and including `through`, in order. `figures` holds the day figure
 * of the days that have data (keyed YYYY-MM-DD); a day without data neither counts nor breaks the streak. A day in
 * the band adds one, a day outside it resets the streak to 0. Every milestone length the streak reaches is
 * returned once. Days at or before `last_day` are ignored (already counted), so walking the same days again finds
 * nothing. `through` before `last_day` leaves the state as it is.
 */
export function advanceStreak(
  state: RangeScoreState,
  figures: ReadonlyMap<string, number>,
  through: string,
  band: NormalBand,
): { state: RangeScoreState; reached: ReachedMilestone[] } {
  if (through <= state.last_day) return { state, reached: [] };
  const days = [...figures.keys()].filter((d) => d > state.last_day && d <= through).sort();
  let streak = state.streak_days;
  let start = state.streak_start;
  const reached: ReachedMilestone[] = [];
  for (const day of days) {
    if (!insideBand(figures.get(day)!, band)) {
      streak = 0;
      start = null;
      continue;
    }
    streak += 1;
    start ??= day;
    if ((RANGE_MILESTONE_DAYS as readonly number[]).includes(streak))
      reached.push({ days: streak, day, streakStart: start });
  }
  return { state: { streak_days: streak, streak_start: start, last_day: through }, reached };
}
