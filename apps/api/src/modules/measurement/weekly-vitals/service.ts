import type { z } from "zod";
import {
  msToNs,
  STEP_GOAL,
  type AccessClaims,
  type WeeklyVitalDay,
  type WeeklyVitalsQuery,
  type WeeklyVitalsSchema,
  type WEEKLY_VITALS,
} from "@care/contracts";
import { type Db, LB_PER_KG, type Metric, type Senior } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { findGoal, targetOf } from "../shared/goals.js";
import { percentOf, round } from "../shared/numbers.js";
import { bucketSeries, type BucketRow } from "../shared/rollups.js";
import { addLocalDays, localDate, localDays, startOfWeek, weekdayName } from "@care/time";
import { dayEntries } from "../sleep/compute.js";
import { sessionsEndingIn } from "../sleep/repo.js";

type Vital = (typeof WEEKLY_VITALS)[number];
type Day = z.output<typeof WeeklyVitalDay>;

export interface WeeklyVitalsService {
  week(
    user: AccessClaims,
    vital: Vital,
    q: z.output<typeof WeeklyVitalsQuery>,
  ): Promise<z.output<typeof WeeklyVitalsSchema>>;
}

const METRICS: Record<Exclude<Vital, "sleep">, readonly Metric[]> = {
  "heart-rate": ["heart_rate"],
  activity: ["steps"],
  "body-health": ["weight", "hydration", "bmi"],
};

export function createWeeklyVitalsService(deps: { prisma: Db; now?: () => number }): WeeklyVitalsService {
  const { prisma } = deps;
  const now = deps.now ?? Date.now;

  /** Daily rollups of the week, indexed by local date then metric. */
  async function dailyRows(senior: Senior, metrics: readonly Metric[], from: number, to: number, tz: string) {
    const rows = await bucketSeries(prisma, senior.id, metrics, from, to, "day", tz, senior.timezone);
    const byDate = new Map<string, Map<Metric, BucketRow>>();
    for (const r of rows) {
      const key = localDate(r.bucket, tz);
      const m = byDate.get(key) ?? new Map<Metric, BucketRow>();
      m.set(r.metric, r);
      byDate.set(key, m);
    }
    return byDate;
  }

  return {
    async week(user, vital, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      // Sleep follows the member's own calendar; the other vitals the caller's (spec 3 §2 wellness dashboard).
      const tz = vital === "sleep" ? senior.timezone : q.timezone;
      const from = startOfWeek(q.date ?? now(), tz);
      const to = addLocalDays(from, 7, tz);
      const midnights = localDays(from, to, tz);
      const base = (d: number): Day => ({ time: msToNs(d), date: localDate(d, tz), weekday: weekdayName(d, tz) });
      let days: Day[];

      if (vital === "sleep") {
        const entries = dayEntries(midnights, tz, await sessionsEndingIn(prisma, senior.id, from, to));
        days = entries.map((e) => ({
          time: e.time,
          date: e.date,
          weekday: e.weekday,
          sleep_score: e.sleep_score,
          total_sleep_time: e.total_sleep_time,
          total_timeinbed: e.total_timeinbed,
        }));
      } else {
        const [byDate, goal] = await Promise.all([
          dailyRows(senior, METRICS[vital], from, to, tz),
          vital === "activity" ? findGoal(prisma, senior.id, "steps") : Promise.resolve(null),
        ]);
        const avg = (r: BucketRow | undefined): number | null => (r && r.count > 0 ? r.sum / r.count : null);
        days = midnights.map((d) => {
          const m = byDate.get(localDate(d, tz));
          if (vital === "heart-rate") {
            const hr = m?.get("heart_rate");
            const mean = avg(hr);
            return {
              ...base(d),
              heart_rate: mean === null ? null : round(mean),
              min_heart_rate: hr ? round(hr.min) : null,
              max_heart_rate: hr ? round(hr.max) : null,
            };
          }
          if (vital === "activity") {
            const steps = m?.get("steps");
            const count = steps ? Math.round(steps.sum) : null;
            return {
              ...base(d),
              step_count: count,
              goal_percentage: percentOf(count, targetOf(goal, STEP_GOAL.default)),
            };
          }
          const w = avg(m?.get("weight"));
          const h = avg(m?.get("hydration"));
          const b = avg(m?.get("bmi"));
          return {
            ...base(d),
            weight: w === null ? null : round(w * LB_PER_KG, 1),
            hydration: h === null ? null : round(h, 1),
            bmi: b === null ? null : round(b, 1),
          };
        });
      }
      return { vital, timezone: tz, week_start: msToNs(from), week_end: msToNs(to), days };
    },
  };
}
