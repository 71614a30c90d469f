// Local days in the senior's time zone. The model plans each local day from its midnight, because rhythms
// (waking, meals, walks, bedtime) follow the senior's clock, not UTC. The zone rules are @care/time's (the one
// implementation the API and the worker use too); this adds the simulator's cached local-day numbering.

import { DAY_MS, startOfLocalEpochDay } from "@care/time";

export { DAY_MS };
export const MINUTE_MS = 60_000;

// The model asks for the same few midnights millions of times: a Map lookup is far cheaper than a zone lookup.
const midnights = new Map<string, number>();

/**
 * The instant local day `day` starts (days since 1970-01-01 in local dates): local midnight, or the first instant
 * after it where DST skips midnight.
 */
export function localMidnight(tz: string, day: number): number {
  const key = `${tz}|${day}`;
  let t = midnights.get(key);
  if (t === undefined) {
    t = startOfLocalEpochDay(day, tz);
    midnights.set(key, t);
  }
  return t;
}

/** The local day an instant falls in: found among the cached midnights next to its UTC day. */
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
