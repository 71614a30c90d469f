// One local day of the watch: a heart rate and a step count per minute (circadian rhythm, sleep from the mat's
// nights, walks and pottering, now and then a fast-heart-rate episode), the charging window, battery level,
// a connectivity outage some days, and trips away from home.
import { SLEEP_PHASE as P } from "@care/db";
import { clamp, rngFor } from "@care/ingest/prng";
import { localMidnight, MINUTE_MS } from "../time.js";
import type { SeniorProfile } from "./profile.js";
import { planNight, sleepingHeartRate, type NightPlan } from "./sleep.js";

export interface Window {
  /** Minutes after local midnight, end exclusive. */
  start: number;
  end: number;
}

export interface Trip {
  leave: number;
  arrive: number;
  depart: number;
  back: number;
  lat: number;
  lng: number;
}

export interface WatchDay {
  day: number;
  midnight: number;
  /** Minutes in this local day (1380 or 1500 on daylight-saving days). */
  minutes: number;
  /** bpm per minute; NaN while the watch is off the wrist (charging). */
  hr: Float32Array;
  steps: Uint16Array;
  charge: Window;
  /** Instant the previous evening's charge ended (battery drains from there). */
  prevChargeEnd: number;
  outage: Window | null;
  trips: Trip[];
  nights: NightPlan[];
}

const AWAKE_DEFAULT: Window = { start: 420, end: 1320 };

export function chargeWindow(p: SeniorProfile, day: number): Window {
  const r = rngFor(p.seed, p.memberId, "charge", day);
  const start = Math.round(clamp(r.normal(p.chargeStartMin, 20), 1020, 1300));
  return { start, end: start + Math.round(clamp(r.normal(p.chargeMinutes, 10), 25, 120)) };
}

export function outageWindow(p: SeniorProfile, day: number): Window | null {
  const r = rngFor(p.seed, p.memberId, "outage", day);
  if (!r.chance(p.outageChance)) return null;
  const start = r.int(480, 1200);
  return { start, end: start + r.int(20, 150) };
}

/** Battery percent at a minute: drains from 100 after each evening charge, refills while charging. */
export function batteryAt(
  p: SeniorProfile,
  plan: Pick<WatchDay, "midnight" | "charge" | "prevChargeEnd">,
  minute: number,
): number {
  const h = (ms: number): number => ms / 3_600_000;
  const { midnight, charge } = plan;
  const t = midnight + minute * MINUTE_MS;
  let level: number;
  if (minute < charge.start) level = 100 - p.batteryDrainPerHour * h(t - plan.prevChargeEnd);
  else if (minute < charge.end) {
    const low = 100 - p.batteryDrainPerHour * h(midnight + charge.start * MINUTE_MS - plan.prevChargeEnd);
    level = low + ((100 - low) * (minute - charge.start)) / (charge.end - charge.start);
  } else level = 100 - p.batteryDrainPerHour * h(t - (midnight + charge.end * MINUTE_MS));
  return Math.round(clamp(level, 3, 100));
}

function planTrips(p: SeniorProfile, day: number, awake: Window): Trip[] {
  if (!p.home) return [];
  const r = rngFor(p.seed, p.memberId, "trips", day);
  const count = Math.min(3, Math.floor(p.tripsPerDay) + (r.chance(p.tripsPerDay % 1) ? 1 : 0));
  const trips: Trip[] = [];
  let cursor = Math.max(540, awake.start + 30);
  for (let i = 0; i < count; i++) {
    const leave = cursor + r.int(20, 180);
    const km = r.range(0.8, 6);
    const travel = km < 1.5 ? Math.round(km * 13) : r.int(8, 25); // ~13 min per km on foot
    const stay = r.int(30, 150);
    const back = leave + 2 * travel + stay;
    if (back > Math.min(1260, awake.end - 30)) break;
    const bearing = r.range(0, 2 * Math.PI);
    const dLat = (km / 111.2) * Math.cos(bearing);
    const dLng = ((km / 111.2) * Math.sin(bearing)) / Math.cos((p.home.lat * Math.PI) / 180);
    trips.push({
      leave,
      arrive: leave + travel,
      depart: leave + travel + stay,
      back,
      lat: p.home.lat + dLat,
      lng: p.home.lng + dLng,
    });
    cursor = back;
  }
  return trips;
}

/** Where the watch is at a minute of the day, or null without a home. Small deterministic jitter per minute. */
export function positionAt(p: SeniorProfile, plan: WatchDay, minute: number): { lat: number; lng: number } | null {
  if (!p.home) return null;
  const j = rngFor(p.seed, p.memberId, "jitter", plan.day, minute);
  const jitterDeg = (metres: number): number => ((j.next() * 2 - 1) * metres) / 111_200;
  const home = { lat: p.home.lat, lng: p.home.lng };
  for (const t of plan.trips) {
    if (minute < t.leave || minute >= t.back) continue;
    const f =
      minute < t.arrive
        ? (minute - t.leave) / (t.arrive - t.leave)
        : minute < t.depart
          ? 1
          : (t.back - minute) / (t.back - t.depart);
    const lat = home.lat + (t.lat - home.lat) * f + jitterDeg(25);
    const lng = home.lng + (t.lng - home.lng) * f + jitterDeg(25);
    return { lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) };
  }
  const r = p.home.radiusM * 0.3;
  return { lat: Number((home.lat + jitterDeg(r)).toFixed(6)), lng: Number((home.lng + jitterDeg(r)).toFixed(6)) };
}

export function planWatchDay(p: SeniorProfile, day: number): WatchDay {
  const midnight = localMidnight(p.timezone, day);
  const minutes = Math.round((localMidnight(p.timezone, day + 1) - midnight) / MINUTE_MS);
  const nights = [day - 2, day - 1, day].map((n) => planNight(p, n));
  const phaseAt = (m: number): number | null => {
    const t = midnight + m * MINUTE_MS;
    for (const n of nights) if (t >= n.start && t < n.end) return n.phases[(t - n.start) / MINUTE_MS] ?? null;
    return null;
  };
  const wake = nights[1] ? Math.round((nights[1].end - midnight) / MINUTE_MS) : AWAKE_DEFAULT.start;
  const bed = nights[2] ? Math.round((nights[2].start - midnight) / MINUTE_MS) : AWAKE_DEFAULT.end;
  const awake: Window = wake > 0 && bed > wake + 240 ? { start: wake, end: bed } : AWAKE_DEFAULT;
  const charge = chargeWindow(p, day);
  const trips = planTrips(p, day, awake);

  const r = rngFor(p.seed, p.memberId, "day", day);
  const awakeMinutes = awake.end - awake.start;
  const walkMinutes = trips.reduce((s, t) => s + (t.arrive - t.leave) * 2, 0);
  // Walks (bursts) make up what pottering and walking trips do not reach of the day's usual steps.
  const burstTotal = Math.max(
    0,
    (p.dailySteps * clamp(r.normal(1, 0.15), 0.5, 1.6) - p.potterShare * awakeMinutes * 17 - walkMinutes * 40) / 85,
  );
  const burst = new Uint8Array(minutes);
  for (let left = burstTotal; left > 4;) {
    const len = Math.min(Math.round(left), r.int(8, 40));
    const at = r.int(awake.start, Math.max(awake.start, awake.end - len));
    for (let m = at; m < at + len && m < minutes; m++) burst[m] = 1;
    left -= len;
  }
  const tachy = r.chance(p.tachyEpisodeChance) ? r.int(awake.start, awake.end - 20) : -1;
  const tachyLen = r.int(6, 15);

  const hr = new Float32Array(minutes);
  const steps = new Uint16Array(minutes);
  let noise = 0;
  let boost = 0;
  for (let m = 0; m < minutes; m++) {
    noise = 0.7 * noise + r.normal(0, 1.8);
    const worn = m < charge.start || m >= charge.end;
    const phase = phaseAt(m);
    const walkingTrip = trips.some((t) => (m >= t.leave && m < t.arrive) || (m >= t.depart && m < t.back));
    const active = burst[m] === 1 || walkingTrip;
    boost = active ? Math.min(boost + 6, r.range(15, 35)) : boost * 0.7;
    let bpm: number;
    if (phase !== null && phase !== P.interruption) bpm = sleepingHeartRate(p, phase, noise);
    else {
      const circadian = 4 * Math.sin(2 * Math.PI * (m / 1440 - 0.3));
      bpm = p.restingHr + 7 + circadian + boost + noise;
      if (tachy >= 0 && m >= tachy && m < tachy + tachyLen) bpm = r.range(118, 142);
    }
    hr[m] = worn ? clamp(Math.round(bpm), 40, 175) : Number.NaN;
    const asleep = phase !== null && phase !== P.awake && phase !== P.interruption;
    if (!worn || asleep) steps[m] = 0;
    else if (active) steps[m] = r.int(60, 110);
    else if (phase === null && r.chance(p.potterShare)) steps[m] = r.int(5, 30);
  }
  const prevChargeEnd = localMidnight(p.timezone, day - 1) + chargeWindow(p, day - 1).end * MINUTE_MS;
  return { day, midnight, minutes, hr, steps, charge, prevChargeEnd, outage: outageWindow(p, day), trips, nights };
}
