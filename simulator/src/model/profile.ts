// Who a simulated senior is: resting heart rate, activity, sleep habits, body composition and device habits.
// Drawn once per member from the seed, and spread so that every display category of the portal (heart rate,
// activity, weight change, hydration, sleep) occurs somewhere in the fleet.
import { clamp, rngFor } from "@care/ingest/prng";

export interface Home {
  lat: number;
  lng: number;
  radiusM: number;
}

/** What the simulator knows about a senior from the database. */
export interface SeniorFacts {
  memberId: number;
  timezone: string;
  home: Home | null;
  /** Weight from the onboarding form (lbs), the starting point of the weight trend when known. */
  weightLbs: number | null;
}

export interface SeniorProfile {
  seed: number;
  memberId: number;
  timezone: string;
  home: Home | null;
  restingHr: number;
  /** Steps a typical day adds up to. */
  dailySteps: number;
  /** Share of awake minutes with a few steps (pottering about the house). */
  potterShare: number;
  /** Some seniors have short episodes of a fast heart rate: the readings care insights should catch. */
  tachyEpisodeChance: number;
  /** Minutes after local midnight when the senior usually goes to bed (may exceed 1440: after midnight). */
  bedtimeMin: number;
  sleepNeedMin: number;
  /** 0 (restless) .. 1 (sound): latency, interruptions and the share of deep and REM sleep. */
  sleepQuality: number;
  getUpMin: number;
  baseWeightKg: number;
  weightAmplitudeKg: number;
  weightPeriodDays: number;
  weightPhaseDays: number;
  fatRatio: number;
  boneRatio: number;
  hydrationPct: number;
  weighInChance: number;
  chargeStartMin: number;
  chargeMinutes: number;
  batteryDrainPerHour: number;
  tripsPerDay: number;
  outageChance: number;
}

const KG_PER_LB = 1 / 2.2046;

export function createProfile(seed: number, facts: SeniorFacts): SeniorProfile {
  const r = rngFor(seed, facts.memberId, "profile");
  const activity = r.next();
  const sleepQuality = r.pick([0.15, 0.35, 0.5, 0.65, 0.8, 0.9, 0.95]) + r.range(-0.05, 0.05);
  const hydrationBand = r.next();
  const baseWeightKg =
    facts.weightLbs !== null && facts.weightLbs > 70 ? facts.weightLbs * KG_PER_LB : clamp(r.normal(76, 14), 45, 140);
  return {
    seed,
    memberId: facts.memberId,
    timezone: facts.timezone,
    home: facts.home,
    restingHr: Math.round(r.range(56, 80)),
    // A quarter sedentary, about half moving, the rest active (activity categories: <=0, 1-5999, >=6000).
    dailySteps: Math.round(
      activity < 0.25 ? r.range(800, 3500) : activity < 0.7 ? r.range(3500, 6500) : r.range(6500, 11_000),
    ),
    potterShare: r.range(0.08, 0.3),
    tachyEpisodeChance: r.chance(0.15) ? r.range(0.05, 0.15) : 0,
    bedtimeMin: Math.round(r.range(1230, 1410)),
    sleepNeedMin: Math.round(330 + sleepQuality * 150 + r.range(-20, 20)),
    sleepQuality: clamp(sleepQuality, 0.05, 1),
    getUpMin: Math.round(r.range(3, 25)),
    baseWeightKg,
    // Slow swings of 0.5-4 kg over months: some seniors drift enough in a week or a month to change category.
    weightAmplitudeKg: r.range(0.5, 4),
    weightPeriodDays: r.range(60, 240),
    weightPhaseDays: r.range(0, 240),
    fatRatio: r.range(0.22, 0.4),
    boneRatio: r.range(0.035, 0.045),
    // Hydration categories: <30 low, 30-40 fair, >40 good.
    hydrationPct: hydrationBand < 0.1 ? r.range(25, 29.5) : hydrationBand < 0.3 ? r.range(31, 39.5) : r.range(42, 60),
    weighInChance: r.range(0.6, 0.95),
    chargeStartMin: Math.round(r.range(1080, 1230)),
    chargeMinutes: Math.round(r.range(40, 90)),
    batteryDrainPerHour: r.range(2.5, 4.5),
    tripsPerDay: r.range(0.3, 1.8),
    outageChance: r.range(0.03, 0.12),
  };
}
