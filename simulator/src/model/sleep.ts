// One night on the sleep mat: a phase per minute built from ~90-minute cycles (light → deep → light → REM, a
// cycle-break minute between cycles), interruptions, the time to fall asleep and to get up, and the summary a
// Withings mat reports. Night n starts in the evening of local day n.
import { SLEEP_PHASE as P } from "@care/db";
import { clamp, rngFor } from "@care/ingest/prng";
import { localMidnight, MINUTE_MS } from "../time.js";
import type { SeniorProfile } from "./profile.js";

export interface NightPlan {
  night: number;
  /** Instant the senior lies down (the session start). */
  start: number;
  /** Instant the session ends (the senior leaves the bed). */
  end: number;
  /** One code per minute from start. */
  phases: Uint8Array;
  sleepMinutes: number;
  latencyMinutes: number;
  interruptions: number;
  getUpMinutes: number;
  score: number;
  /** Sleep heart rate and respiration every 10 minutes: [minute offset, value]. */
  hr: [number, number][];
  rr: [number, number][];
  hrAverage: number;
}

const SAMPLE_EVERY_MIN = 10;

/** Heart rate while lying in bed in a given phase. */
export function sleepingHeartRate(p: SeniorProfile, phase: number, noise: number): number {
  const byPhase = phase === P.deep ? -9 : phase === P.rem ? -2 : phase === P.light ? -6 : 0;
  return clamp(Math.round(p.restingHr + byPhase + noise), 40, 120);
}

function cycleMinutes(cycle: number, length: number): number[] {
  // Deep sleep dominates the first cycles and REM the last ones.
  const deepShare = clamp(0.28 - cycle * 0.06, 0.05, 0.28);
  const remShare = clamp(0.14 + cycle * 0.05, 0.14, 0.35);
  const deep = Math.round(length * deepShare);
  const rem = Math.round(length * remShare);
  const light = Math.max(2, length - deep - rem);
  const half = Math.floor(light / 2);
  return [
    ...Array<number>(half).fill(P.light),
    ...Array<number>(deep).fill(P.deep),
    ...Array<number>(light - half).fill(P.light),
    ...Array<number>(rem).fill(P.rem),
  ];
}

export function planNight(p: SeniorProfile, night: number): NightPlan {
  const r = rngFor(p.seed, p.memberId, "night", night);
  const q = p.sleepQuality;
  const bedtime = Math.round(clamp(r.normal(p.bedtimeMin, 25), 1140, 1560));
  const start = localMidnight(p.timezone, night) + bedtime * MINUTE_MS;
  const latency = Math.round(clamp(r.normal(45 - q * 35, 6), 2, 90));
  const sleepTarget = Math.round(clamp(r.normal(p.sleepNeedMin, 30), 240, 600));

  const asleep: number[] = [];
  for (let cycle = 0; asleep.length < sleepTarget; cycle++) {
    if (cycle > 0) asleep.push(P.cycleBreak);
    asleep.push(...cycleMinutes(cycle, Math.round(clamp(r.normal(90, 10), 60, 120))));
  }
  asleep.length = sleepTarget;

  // Restless sleepers wake more often; half the time they get up (the mat then reads nothing).
  const interruptions = Math.max(0, Math.round(r.normal((1 - q) * 4.5, 0.8)));
  for (let i = 0; i < interruptions; i++) {
    const at = r.int(20, Math.max(21, asleep.length - 20));
    const code = r.chance(0.5) ? P.interruption : P.awake;
    asleep.splice(at, 0, ...Array<number>(r.int(2, 12)).fill(code));
  }
  const getUp = Math.round(clamp(r.normal(p.getUpMin, 4), 1, 45));
  const all = [...Array<number>(latency).fill(P.awake), ...asleep, ...Array<number>(getUp).fill(P.awake)];
  const phases = Uint8Array.from(all.slice(0, 1440));

  let sleepMinutes = 0;
  let deepRem = 0;
  let outOfBed = 0;
  for (const code of phases) {
    if (code === P.light || code === P.deep || code === P.rem) sleepMinutes++;
    if (code === P.deep || code === P.rem) deepRem++;
    if (code === P.interruption) outOfBed++;
  }
  // Duration (45), deep + REM share (30) and a base (25), less latency and interruptions: good sleepers land
  // above 75, restless ones below 60 (the portal's sleep categories).
  const score = Math.round(
    clamp(
      45 * Math.min(1, sleepMinutes / 480) +
        30 * Math.min(1, deepRem / Math.max(1, sleepMinutes) / 0.5) +
        25 -
        Math.max(0, latency - 20) * 0.4 -
        interruptions * 4 -
        outOfBed * 0.3 +
        r.normal(0, 2),
      5,
      99,
    ),
  );

  const hr: [number, number][] = [];
  const rr: [number, number][] = [];
  for (let m = 0; m < phases.length; m += SAMPLE_EVERY_MIN) {
    const code = phases[m] ?? P.awake;
    if (code === P.interruption) continue; // nobody on the mat
    hr.push([m, sleepingHeartRate(p, code, r.normal(0, 1.5))]);
    rr.push([m, Math.round(clamp(r.normal(code === P.deep ? 12.5 : 14.5, 1), 8, 24) * 10) / 10]);
  }
  const hrAverage = hr.length ? Math.round((hr.reduce((s, [, v]) => s + v, 0) / hr.length) * 10) / 10 : 0;
  return {
    night,
    start,
    end: start + phases.length * MINUTE_MS,
    phases,
    sleepMinutes,
    latencyMinutes: latency,
    interruptions,
    getUpMinutes: getUp,
    score,
    hr,
    rr,
    hrAverage,
  };
}
