import type { z } from "zod";
import {
  msToNs,
  SLEEP_GOAL,
  type AccessClaims,
  type SleepCycleQuery,
  type SleepDailyQuery,
  type SleepDailySchema,
  type SleepDepthSchema,
  type SleepHeartRateSchema,
  type SleepPhaseSchema,
  type SleepSummaryQuery,
  type SleepSummarySchema,
} from "@care/contracts";
import type { Db } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { classifySleepScore } from "../../../domain/classification.js";
import { findGoal, targetOf } from "../shared/goals.js";
import { meanOf, percentOf, round } from "../shared/numbers.js";
import { addLocalDays, addLocalMonths, localDays, startOfMonth, startOfWeek } from "@care/time";
import { dayEntries, nightFigures, phaseSegments, phaseTotals, summarize } from "./compute.js";
import { cycleReadings, sessionsEndingIn } from "./repo.js";

type Cycle = z.output<typeof SleepCycleQuery>;
type Summary = z.output<typeof SleepSummarySchema>;

export interface SleepService {
  daily(user: AccessClaims, q: z.output<typeof SleepDailyQuery>): Promise<z.output<typeof SleepDailySchema>>;
  heartRate(user: AccessClaims, q: Cycle): Promise<z.output<typeof SleepHeartRateSchema>>;
  phase(user: AccessClaims, q: Cycle): Promise<z.output<typeof SleepPhaseSchema>>;
  depth(user: AccessClaims, q: Cycle): Promise<z.output<typeof SleepDepthSchema>>;
  weekly(user: AccessClaims, q: z.output<typeof SleepSummaryQuery>): Promise<Summary>;
  monthly(user: AccessClaims, q: z.output<typeof SleepSummaryQuery>): Promise<Summary>;
}

const roundOrNull = (v: number | null): number | null => (v === null ? null : round(v));

export function createSleepService(deps: { prisma: Db }): SleepService {
  const { prisma } = deps;
  const target = async (seniorId: string): Promise<number> =>
    targetOf(await findGoal(prisma, seniorId, "sleep"), SLEEP_GOAL.default);

  /** Nights of the member's local days [from, to) in the member's zone: the sleep screens' own calendar. */
  async function summary(
    user: AccessClaims,
    q: z.output<typeof SleepSummaryQuery>,
    unit: "week" | "month",
  ): Promise<Summary> {
    const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
    const tz = senior.timezone;
    // The period is the week / month containing start_timestamp, whatever end the portal sends (its weekly call
    // asks for the day after the end of the week).
    const from = unit === "week" ? startOfWeek(q.start_timestamp, tz) : startOfMonth(q.start_timestamp, tz);
    const to = unit === "week" ? addLocalDays(from, 7, tz) : addLocalMonths(from, 1, tz);
    const [nights, goal] = await Promise.all([sessionsEndingIn(prisma, senior.id, from, to), target(senior.id)]);
    const data = dayEntries(localDays(from, to, tz), tz, nights);
    const avgScore = roundOrNull(meanOf(data.map((d) => d.sleep_score)));
    return {
      timezone: tz,
      period_start: msToNs(from),
      period_end: msToNs(to),
      data,
      average_sleep_score: avgScore,
      average_total_sleep_time: roundOrNull(meanOf(data.map((d) => d.total_sleep_time))),
      average_total_timeinbed: roundOrNull(meanOf(data.map((d) => d.total_timeinbed))),
      target_score: goal,
      goal_percentage: percentOf(avgScore, goal),
    };
  }

  return {
    async daily(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const [nights, goal] = await Promise.all([
        sessionsEndingIn(prisma, senior.id, q.start_timestamp, q.end_timestamp),
        target(senior.id),
      ]);
      const detail: z.output<typeof SleepDailySchema>["detail"] = {};
      for (const n of nights) {
        detail[msToNs(n.start.getTime())] = {
          ...nightFigures(n),
          summary_cycle: { start_time: msToNs(n.start.getTime()), end_time: msToNs(n.end.getTime()) },
        };
      }
      const avgScore = roundOrNull(meanOf(nights.map((n) => n.score)));
      return {
        detail,
        summary: summarize(nights),
        average_hr: roundOrNull(meanOf(nights.map((n) => n.avgHeartRate))),
        average_sleep_score: avgScore,
        average_total_sleep_time: roundOrNull(meanOf(nights.map((n) => n.totalSleepSeconds))),
        average_total_timeinbed: roundOrNull(meanOf(nights.map((n) => n.timeInBedSeconds))),
        target_score: goal,
        goal_percentage: percentOf(avgScore, goal),
        sleep_category: classifySleepScore(avgScore),
      };
    },

    async heartRate(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const c = q.sleep_cycle;
      const rows = await cycleReadings(prisma, senior.id, "sleep_heart_rate", c.start_time, c.end_time);
      return {
        data: rows.map((r) => ({ time: msToNs(r.ts), heart_rate: round(r.value) })),
        average_hr: roundOrNull(meanOf(rows.map((r) => r.value))),
      };
    },

    async phase(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const c = q.sleep_cycle;
      return { data: phaseSegments(await cycleReadings(prisma, senior.id, "sleep_phase", c.start_time, c.end_time)) };
    },

    async depth(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const c = q.sleep_cycle;
      const rows = await cycleReadings(prisma, senior.id, "sleep_phase", c.start_time, c.end_time);
      return [{ start_time: msToNs(c.start_time), end_time: msToNs(c.end_time), ...phaseTotals(rows) }];
    },

    weekly: (user, q) => summary(user, q, "week"),
    monthly: (user, q) => summary(user, q, "month"),
  };
}
