// Local days in the senior's time zone. The model plans each local day from its midnight, because rhythms
// (waking, meals, walks, bedtime) follow the senior's clock, not UTC. Zone offsets come from the API's calendar
// arithmetic (the one Intl-based implementation); this adds the simulator's cached local-day numbering.

import { DAY_MS, zoneOffsetMs } from "../../apps/api/src/modules/measurement/shared/time.js";

export { DAY_MS };
export const MINUTE_MS = 60_000;

// Intl is slow (~150 µs a call here) and the model asks for the same few midnights millions of times.
const midnights = new Map<string, number>();

/** The instant of local midnight starting local day `day` (days since 1970-01-01 in local dates). */
export function localMidnight(tz: string, day: number): number {
  const key = `${tz}|${day}`;
  let t = midnights.get(key);
  if (t === undefined) {
    const wall = day * DAY_MS;
    t = wall - zoneOffsetMs(wall - zoneOffsetMs(wall, tz), tz);
    midnights.set(key, t);
  }
  return t;
}

/** The local day an instant falls in. */
export function localDay(tz: string, utcMs: number): number {
  const guess = Math.floor(utcMs / DAY_MS);
  for (let d = guess - 1; d <= guess + 1; d++) {
    if (utcMs >= localMidnight(tz, d) && utcMs < localMidnight(tz, d + 1)) return d;
  }
  return guess;
}

export function floorMinute(ms: number): number {
  return Math.floor(ms / MINUTE_MS) * MINUTE_MS;
}
