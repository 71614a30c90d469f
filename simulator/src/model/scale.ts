// The morning weigh-in: weight follows a slow per-senior swing (so week and month changes vary between
// stable, caution and increase), body composition follows the weight, hydration stays near the senior's level.
import { clamp, rngFor } from "@care/ingest/prng";
import { MINUTE_MS } from "../time.js";
import type { SeniorProfile } from "./profile.js";
import type { NightPlan } from "./sleep.js";

export interface WeighIn {
  ts: number;
  weightKg: number;
  fatMassKg: number;
  fatRatioPct: number;
  muscleMassKg: number;
  boneMassKg: number;
  hydrationPct: number;
}

export function weightTrend(p: SeniorProfile, day: number): number {
  return (
    p.baseWeightKg + p.weightAmplitudeKg * Math.sin((2 * Math.PI * (day - p.weightPhaseDays)) / p.weightPeriodDays)
  );
}

/** The weigh-in of a local day (after getting up from the night that ended that morning), or null. */
export function planWeighIn(
  p: SeniorProfile,
  day: number,
  midnight: number,
  lastNight: NightPlan | undefined,
): WeighIn | null {
  const r = rngFor(p.seed, p.memberId, "scale", day);
  if (!r.chance(p.weighInChance)) return null;
  const wakeMinute = lastNight ? Math.max(300, Math.round((lastNight.end - midnight) / MINUTE_MS)) : 450;
  const ts = midnight + Math.min(1380, wakeMinute + r.int(10, 60)) * MINUTE_MS;
  const weightKg = round(weightTrend(p, day) + r.normal(0, 0.25), 2);
  const fatRatioPct = round(clamp(p.fatRatio * 100 + r.normal(0, 0.6), 8, 60), 1);
  const boneMassKg = round(weightKg * p.boneRatio, 2);
  const fatMassKg = round((weightKg * fatRatioPct) / 100, 2);
  return {
    ts,
    weightKg,
    fatMassKg,
    fatRatioPct,
    // Withings' muscle mass is the fat-free mass less bone and a little else.
    muscleMassKg: round((weightKg - fatMassKg - boneMassKg) * 0.95, 2),
    boneMassKg,
    hydrationPct: round(clamp(p.hydrationPct + r.normal(0, 0.8), 15, 75), 1),
  };
}

function round(v: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(v * f) / f;
}
