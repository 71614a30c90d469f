// The history `npm start` writes for a new demo (`backfill --days 90 --demo`): 90 days for every senior, sparse
// enough to be written while the portal builds, denser towards now. What each screen needs decides the density: the
// month views and the agency graphs read daily rollups, for which a few readings a day are plenty; the week views
// read hours; the day views and the one-night sleep charts (phases, the mat's heart rate) need the detail, which
// the last day and night have. Generating a senior-day costs the same at any density (the model plans every
// minute), so the days themselves, not the readings, set the floor of its time.
import type { Density } from "./model/generate.js";

/** Older than a week: about 35 readings a senior-day (heart rate every 2 h, steps every 3 h, nightly summaries). */
export const HISTORY_DENSITY: Density = {
  hrEveryMin: 120,
  stepsEveryMin: 180,
  batteryEveryMin: 360,
  homeFixEveryMin: 360,
  tripFixEveryMin: 30,
  sleepDetail: "summary",
};

/** The last week but one day: about 100 (heart rate every 30 min, hourly steps), for the week views. */
export const WEEK_DENSITY: Density = {
  hrEveryMin: 30,
  stepsEveryMin: 60,
  batteryEveryMin: 120,
  homeFixEveryMin: 240,
  tripFixEveryMin: 15,
  sleepDetail: "summary",
};

/** The last day: heart rate every 10 minutes, the usual 15-minute steps, and last night minute by minute. */
export const RECENT_DENSITY: Density = {
  hrEveryMin: 10,
  stepsEveryMin: 15,
  batteryEveryMin: 60,
  homeFixEveryMin: 60,
  tripFixEveryMin: 5,
  sleepDetail: "minute",
};

/** One stretch of history: [now − fromDaysAgo, now − toDaysAgo] at one density. */
export interface HistoryLayer {
  fromDaysAgo: number;
  toDaysAgo: number;
  density: Density;
}

/**
 * The demo's layers for `days` days of history ending `beforeDays` days ago (default now), sparser the older: the
 * layers of the whole span up to now, clipped to the part asked for. They meet, never overlap.
 */
export function demoHistoryLayers(days: number, beforeDays = 0): HistoryLayer[] {
  const total = days + beforeDays;
  const all: HistoryLayer[] = [];
  if (total > 7) all.push({ fromDaysAgo: total, toDaysAgo: 7, density: HISTORY_DENSITY });
  if (total > 1) all.push({ fromDaysAgo: Math.min(total, 7), toDaysAgo: 1, density: WEEK_DENSITY });
  all.push({ fromDaysAgo: Math.min(total, 1), toDaysAgo: 0, density: RECENT_DENSITY });
  return all
    .filter((l) => l.fromDaysAgo > beforeDays)
    .map((l) => ({ ...l, toDaysAgo: Math.max(l.toDaysAgo, beforeDays) }));
}
