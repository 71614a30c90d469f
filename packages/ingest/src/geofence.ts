// Turns watch positions into location events relative to the home radius. The portal says "at home" when the
// latest event is 'enter' (spec 2 §3 Location data), so positions inside the radius are only stored when they
// change the state: storing them as 'update' would read as "away".
import type { LocationAlarmType, RadiusUnit } from "@care/db";
import type { Home, LocationInput } from "./types.js";

const EARTH_RADIUS_M = 6_371_000;
const METRES_PER: Record<RadiusUnit, number> = { feet: 0.3048, mile: 1609.344 };

export function radiusMetres(value: number, unit: RadiusUnit): number {
  return value * METRES_PER[unit];
}

/** Great-circle distance in metres. */
export function distanceMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface LocationEventRow {
  ts: Date;
  lat: number;
  lng: number;
  alarmType: LocationAlarmType;
  source: string | null;
}

/** Whether the senior was inside the radius before these positions: from the latest stored event, null if none. */
export type GeofenceState = boolean | null;

export function stateAfter(alarmType: LocationAlarmType | null | undefined): GeofenceState {
  if (!alarmType) return null;
  return alarmType === "enter";
}

/**
 * Classifies positions (any order; sorted here) given the state before the first one:
 * crossing in → 'enter', crossing out → 'exit', outside and staying out → 'update', inside and staying in → dropped.
 * The first position ever known counts as a crossing. Without a home every position is an 'update'.
 */
export function classifyPositions(
  positions: readonly LocationInput[],
  home: Home | null,
  before: GeofenceState,
): { events: LocationEventRow[]; after: GeofenceState } {
  const sorted = [...positions].sort((a, b) => a.ts.getTime() - b.ts.getTime());
  const events: LocationEventRow[] = [];
  let inside = before;
  for (const p of sorted) {
    const row = { ts: p.ts, lat: p.lat, lng: p.lng, source: p.source };
    if (!home) {
      events.push({ ...row, alarmType: "update" });
      continue;
    }
    const isInside = distanceMetres(home.lat, home.lng, p.lat, p.lng) <= home.radiusM;
    if (isInside && inside !== true) events.push({ ...row, alarmType: "enter" });
    else if (!isInside && inside !== false) events.push({ ...row, alarmType: "exit" });
    else if (!isInside) events.push({ ...row, alarmType: "update" });
    inside = isInside;
  }
  return { events, after: inside };
}
