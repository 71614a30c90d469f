// Pure shaping of sleep answers: nights → per-day entries, phase minutes → segments and totals.
import { SLEEP_PHASE as PHASE } from "@care/db";
import { msToNs } from "@care/contracts";
import { meanOf, round } from "../shared/numbers.js";
import type { SleepNight } from "./repo.js";
import { localDate, weekdayName } from "@care/time";

/** Every stored phase value stands for one minute of the night (metric sleep_phase, packages/db metrics.ts). */
export const PHASE_SECONDS = 60;

export interface NightFigures {
  sleep_score: number | null;
  total_sleep_time: number | null;
  total_timeinbed: number | null;
  interruptions: number | null;
  sleep_latency: number | null;
  time_to_get_up: number | null;
  heart_rate: number | null;
}

export function nightFigures(s: SleepNight): NightFigures {
  return {
    sleep_score: s.score,
    total_sleep_time: s.totalSleepSeconds,
    total_timeinbed: s.timeInBedSeconds,
    interruptions: s.interruptions,
    sleep_latency: s.latencySeconds,
    time_to_get_up: s.timeToGetUpSeconds,
    heart_rate: s.avgHeartRate === null ? null : round(s.avgHeartRate),
  };
}

const sumOf = (v: readonly (number | null)[]): number | null =>
  v.every((x) => x === null) ? null : v.reduce<number>((a, x) => a + (x ?? 0), 0);
const avg = (v: readonly (number | null)[]): number | null => {
  const m = meanOf(v);
  return m === null ? null : round(m);
};

/** Period summary: averages of score, latency, get-up time and heart rate; totals of durations and interruptions. */
export function summarize(
  nights: readonly SleepNight[],
): (NightFigures & { summary_cycle: { start_time: string; end_time: string } | null }) | null {
  if (nights.length === 0) return null;
  const f = nights.map(nightFigures);
  const first = nights[0];
  const last = nights.at(-1);
  return {
    sleep_score: avg(f.map((x) => x.sleep_score)),
    total_sleep_time: sumOf(f.map((x) => x.total_sleep_time)),
    total_timeinbed: sumOf(f.map((x) => x.total_timeinbed)),
    interruptions: sumOf(f.map((x) => x.interruptions)),
    sleep_latency: avg(f.map((x) => x.sleep_latency)),
    time_to_get_up: avg(f.map((x) => x.time_to_get_up)),
    heart_rate: avg(f.map((x) => x.heart_rate)),
    summary_cycle:
      first && last ? { start_time: msToNs(first.start.getTime()), end_time: msToNs(last.end.getTime()) } : null,
  };
}

export interface DayEntry {
  time: string;
  date: string;
  weekday: string;
  total_sleep_time: number | null;
  total_timeinbed: number | null;
  sleep_score: number | null;
  start_time: string | null;
  end_time: string | null;
}

/**
 * One entry per local day (midnights in `tz`); a night counts on the day it ends, in the zone it was recorded in.
 * Several nights on one day (a nap) add their durations and average their scores.
 */
export function dayEntries(days: readonly number[], tz: string, nights: readonly SleepNight[]): DayEntry[] {
  const byDate = new Map<string, SleepNight[]>();
  for (const n of nights) {
    const key = localDate(n.end.getTime(), n.timezone || tz);
    byDate.set(key, [...(byDate.get(key) ?? []), n]);
  }
  return days.map((d) => {
    const date = localDate(d, tz);
    const own = byDate.get(date) ?? [];
    const first = own[0];
    const last = own.at(-1);
    return {
      time: msToNs(d),
      date,
      weekday: weekdayName(d, tz),
      total_sleep_time: sumOf(own.map((n) => n.totalSleepSeconds)),
      total_timeinbed: sumOf(own.map((n) => n.timeInBedSeconds)),
      sleep_score: avg(own.map((n) => n.score)),
      start_time: first ? msToNs(first.start.getTime()) : null,
      end_time: last ? msToNs(last.end.getTime()) : null,
    };
  });
}

export interface PhaseSegment {
  time: string;
  phase: number;
  start_time: string;
  end_time: string;
}

/** Consecutive equal minutes folded into segments [start, end). */
export function phaseSegments(minutes: readonly { ts: number; value: number }[]): PhaseSegment[] {
  const out: PhaseSegment[] = [];
  let i = 0;
  while (i < minutes.length) {
    const head = minutes[i];
    if (!head) break;
    let j = i;
    while (j + 1 < minutes.length && minutes[j + 1]?.value === head.value) j += 1;
    const tail = minutes[j];
    const end = (tail?.ts ?? head.ts) + PHASE_SECONDS * 1000;
    out.push({ time: msToNs(head.ts), phase: head.value, start_time: msToNs(head.ts), end_time: msToNs(end) });
    i = j + 1;
  }
  return out;
}

/** Seconds spent in each phase (cycle breaks are markers, not time). */
export function phaseTotals(minutes: readonly { value: number }[]): {
  awake: number;
  light: number;
  deep: number;
  rem: number;
  interruption: number;
} {
  const t = { awake: 0, light: 0, deep: 0, rem: 0, interruption: 0 };
  for (const m of minutes) {
    if (m.value === PHASE.awake) t.awake += PHASE_SECONDS;
    else if (m.value === PHASE.light) t.light += PHASE_SECONDS;
    else if (m.value === PHASE.deep) t.deep += PHASE_SECONDS;
    else if (m.value === PHASE.rem) t.rem += PHASE_SECONDS;
    else if (m.value === PHASE.interruption) t.interruption += PHASE_SECONDS;
  }
  return t;
}
