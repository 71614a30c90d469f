// Instants and wall-clock times in an IANA time zone. Luxon owns every offset rule (DST gaps and overlaps, zones
// that skipped a day); this file adapts it to epoch milliseconds and memoises the answers.
import { DateTime, IANAZone } from "luxon";
import { ZoneMemo } from "./memo.js";

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

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

const zones = new Map<string, IANAZone>();

/**
 * Luxon's zone object, created once per name. An unknown zone throws a RangeError (as Intl does): callers validate
 * zones at the edge, so reaching here with one is a programming error, not bad input.
 */
function zoneOf(tz: string): IANAZone {
  let z = zones.get(tz);
  if (!z) {
    z = IANAZone.create(tz);
    if (!z.isValid) throw new RangeError(`Invalid time zone: ${tz}`);
    zones.set(tz, z);
  }
  return z;
}

const instants = new ZoneMemo<LocalParts>(50_000);

/** Local wall-clock fields of an instant in the zone. */
export function localParts(ms: number, tz: string): LocalParts {
  return instants.get(tz, ms, () => {
    const d = DateTime.fromMillis(ms, { zone: zoneOf(tz) });
    if (!d.isValid) throw new RangeError(`Invalid instant ${ms} in ${tz} (${d.invalidExplanation ?? ""})`);
    return {
      year: d.year,
      month: d.month,
      day: d.day,
      hour: d.hour,
      minute: d.minute,
      second: d.second,
      isoWeekday: d.weekday,
    };
  });
}

/** Offset of the zone from UTC at an instant, in ms (e.g. −4 h for New York in summer). */
export function zoneOffsetMs(ms: number, tz: string): number {
  return zoneOf(tz).offset(ms) * 60_000;
}

const wallTimes = new ZoneMemo<number>(50_000);

/**
 * The instant of a local wall-clock time. A wall time that does not exist (a DST gap, or a day a zone skipped)
 * resolves to the first instant after the gap; one that occurs twice (clocks set back) to its earlier instant.
 */
export function zonedTime(year: number, month: number, day: number, tz: string, hour = 0): number {
  const key = ((year * 100 + month) * 100 + day) * 100 + hour;
  return wallTimes.get(tz, key, () => resolveWallTime(year, month, day, hour, tz));
}

function resolveWallTime(year: number, month: number, day: number, hour: number, tz: string): number {
  const zone = zoneOf(tz);
  const d = DateTime.fromObject({ year, month, day, hour }, { zone });
  if (!d.isValid) throw new RangeError(`Invalid local time ${year}-${month}-${day} ${hour}h in ${tz}`);
  // Luxon resolves a repeated wall time (clocks set back over midnight, e.g. America/Havana, Atlantic/Azores) to
  // its later instant, which would start the day an hour late. Only a zone whose offset was larger a day earlier
  // can repeat this wall time, so the full check runs only then.
  if (zone.offset(d.toMillis() - DAY_MS) <= d.offset) return d.toMillis();
  return Math.min(...d.getPossibleOffsets().map((c) => c.toMillis()));
}
