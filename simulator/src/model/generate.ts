// A simulated day as the devices would report it: watch events, Withings measure groups and sleep series, each
// stamped with the instant it happens. Live mode streams these as time passes; backfill stores whole days.
import { WITHINGS_MEASURE_TYPES as T, type MeasureGroup, type SleepSeries, type WatchEvent } from "@care/contracts";
import { hashSeed } from "@care/ingest/prng";
import { MINUTE_MS } from "../time.js";
import type { SeniorProfile } from "./profile.js";
import { planWeighIn } from "./scale.js";
import type { NightPlan } from "./sleep.js";
import { batteryAt, planWatchDay, positionAt, type WatchDay } from "./watch.js";

/** How often each value is reported (minutes). Live mode uses LIVE; big backfills may thin the series out. */
export interface Density {
  hrEveryMin: number;
  stepsEveryMin: number;
  batteryEveryMin: number;
  homeFixEveryMin: number;
  tripFixEveryMin: number;
  sleepDetail: "minute" | "summary";
}

export const LIVE_DENSITY: Density = {
  hrEveryMin: 1,
  stepsEveryMin: 15,
  batteryEveryMin: 30,
  homeFixEveryMin: 60,
  tripFixEveryMin: 5,
  sleepDetail: "minute",
};

/** For 10,000-senior benchmarks: about 130 readings per senior-day instead of about 2,100. */
export const LITE_DENSITY: Density = {
  hrEveryMin: 15,
  stepsEveryMin: 60,
  batteryEveryMin: 120,
  homeFixEveryMin: 240,
  tripFixEveryMin: 15,
  sleepDetail: "summary",
};

export interface Timed<T> {
  /** Instant (ms) the item happens; live mode sends it once the simulated clock passes it. */
  t: number;
  item: T;
}

export interface DayPayloads {
  day: number;
  watch: Timed<WatchEvent>[];
  scale: Timed<MeasureGroup>[];
  sleep: Timed<SleepSeries>[];
  /** Instants of the watch's connectivity outage, if any: live mode holds the watch's uploads meanwhile. */
  outage: { start: number; end: number } | null;
}

const iso = (ms: number): string => new Date(ms).toISOString();

function watchEvents(p: SeniorProfile, plan: WatchDay, d: Density): Timed<WatchEvent>[] {
  const out: Timed<WatchEvent>[] = [];
  const at = (m: number): number => plan.midnight + m * MINUTE_MS;
  for (let m = 0; m < plan.minutes; m++) {
    const t = at(m);
    const bpm = plan.hr[m] as number;
    if (m % d.hrEveryMin === 0 && !Number.isNaN(bpm)) out.push({ t, item: { type: "heart_rate", ts: iso(t), bpm } });
    if ((m + 1) % d.stepsEveryMin === 0) {
      let count = 0;
      for (let k = m + 1 - d.stepsEveryMin; k <= m; k++) count += plan.steps[k] ?? 0;
      const end = at(m + 1);
      out.push({ t: end, item: { type: "steps", ts: iso(end), count } });
    }
    if (m % d.batteryEveryMin === 0) {
      out.push({ t, item: { type: "battery", ts: iso(t), percent: batteryAt(p, plan, m) } });
    }
    const onTrip = plan.trips.some((trip) => m >= trip.leave && m <= trip.back);
    if (m % (onTrip ? d.tripFixEveryMin : d.homeFixEveryMin) === 0) {
      const pos = positionAt(p, plan, m);
      if (pos) out.push({ t, item: { type: "location", ts: iso(t), ...pos, source: "gps" } });
    }
  }
  if (plan.outage) {
    const start = at(plan.outage.start);
    const end = at(plan.outage.end);
    out.push({ t: start, item: { type: "status", ts: iso(start), online: false } });
    out.push({ t: end, item: { type: "status", ts: iso(end), online: true } });
  }
  return out.sort((a, b) => a.t - b.t);
}

function sleepSeries(p: SeniorProfile, n: NightPlan, d: Density): SleepSeries {
  const start = n.start / 1000;
  const samples = (list: [number, number][]): Record<string, number> =>
    Object.fromEntries(list.map(([m, v]) => [String(start + m * 60), v]));
  const minute = d.sleepDetail === "minute";
  return {
    startdate: start,
    enddate: n.end / 1000,
    timezone: p.timezone,
    phases: minute ? Array.from(n.phases) : [],
    ...(minute ? { hr: samples(n.hr), rr: samples(n.rr) } : {}),
    data: {
      sleep_score: n.score,
      total_sleep_time: n.sleepMinutes * 60,
      total_timeinbed: n.phases.length * 60,
      sleep_latency: n.latencyMinutes * 60,
      wakeup_latency: n.getUpMinutes * 60,
      wakeupcount: n.interruptions,
      hr_average: n.hrAverage,
    },
  };
}

/** Withings encoding: integers with a power of ten. */
function measure(type: number, value: number, unit: number): MeasureGroup["measures"][number] {
  return { type, value: Math.round(value * 10 ** -unit), unit };
}

export function generateDay(p: SeniorProfile, day: number, d: Density): DayPayloads {
  const plan = planWatchDay(p, day);
  const next = plan.midnight + plan.minutes * MINUTE_MS;
  const sleep = plan.nights
    .filter((n) => n.end >= plan.midnight && n.end < next)
    .map((n) => ({ t: n.end, item: sleepSeries(p, n, d) }));
  const lastNight = plan.nights.filter((n) => n.end <= plan.midnight + 720 * MINUTE_MS).at(-1);
  const w = planWeighIn(p, day, plan.midnight, lastNight);
  const scale: Timed<MeasureGroup>[] = w
    ? [
        {
          t: w.ts,
          item: {
            grpid: hashSeed(p.seed, p.memberId, "grp", day) % 2_000_000_000,
            date: Math.floor(w.ts / 1000),
            measures: [
              measure(T.weight, w.weightKg, -3),
              measure(T.fatRatio, w.fatRatioPct, -1),
              measure(T.fatMass, w.fatMassKg, -3),
              measure(T.muscleMass, w.muscleMassKg, -3),
              measure(T.boneMass, w.boneMassKg, -3),
              measure(T.hydration, w.hydrationPct, -1),
            ],
          },
        },
      ]
    : [];
  const outage = plan.outage
    ? { start: plan.midnight + plan.outage.start * MINUTE_MS, end: plan.midnight + plan.outage.end * MINUTE_MS }
    : null;
  return { day, watch: watchEvents(p, plan, d), scale, sleep, outage };
}
