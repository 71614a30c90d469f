// Local days in the senior's time zone. The model plans each local day from its midnight, because rhythms
// (waking, meals, walks, bedtime) follow the senior's clock, not UTC.

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Offset of the zone from UTC at an instant, in ms (New York in winter: -5 h). */
export function zoneOffsetMs(tz: string, utcMs: number): number {
  const p: Record<string, number> = {};
  for (const part of formatter(tz).formatToParts(new Date(utcMs))) {
    if (part.type !== "literal") p[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

// Intl is slow (~150 µs a call here) and the model asks for the same few midnights millions of times.
const midnights = new Map<string, number>();

/** The instant of local midnight starting local day `day` (days since 1970-01-01 in local dates). */
export function localMidnight(tz: string, day: number): number {
  const key = `${tz}|${day}`;
  let t = midnights.get(key);
  if (t === undefined) {
    const wall = day * DAY_MS;
    t = wall - zoneOffsetMs(tz, wall - zoneOffsetMs(tz, wall));
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
