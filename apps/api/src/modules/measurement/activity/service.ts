import type { z } from "zod";
import {
  msToNs,
  STEP_GOAL,
  type AccessClaims,
  type ActivityQuery,
  type ActivityScoreSchema,
  type ActivitySeriesSchema,
} from "@care/contracts";
import type { Db } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { classifyActivity } from "../../../domain/classification.js";
import { findGoal, targetOf } from "../shared/goals.js";
import { percentOf } from "../shared/numbers.js";
import { bucketFor, bucketSeries } from "../shared/rollups.js";

type Query = z.output<typeof ActivityQuery>;

export interface ActivityService {
  score(user: AccessClaims, q: Query): Promise<z.output<typeof ActivityScoreSchema>>;
  series(user: AccessClaims, q: Query): Promise<z.output<typeof ActivitySeriesSchema>>;
}

export function createActivityService(deps: { prisma: Db }): ActivityService {
  const { prisma } = deps;

  async function target(seniorId: string): Promise<number> {
    return targetOf(await findGoal(prisma, seniorId, "steps"), STEP_GOAL.default);
  }

  return {
    async score(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      // Daily buckets whatever the period: the score is steps per day (the day itself in day view).
      const [days, goal] = await Promise.all([
        bucketSeries(
          prisma,
          senior.id,
          ["steps"],
          q.start_timestamp,
          q.end_timestamp,
          "day",
          q.timezone,
          senior.timezone,
        ),
        target(senior.id),
      ]);
      const withData = days.filter((d) => d.count > 0);
      const total = withData.reduce((a, d) => a + d.sum, 0);
      const stepCount = withData.length > 0 ? Math.round(total / withData.length) : null;
      return {
        step_count: stepCount,
        total_steps: Math.round(total),
        days_with_data: withData.length,
        target_score: goal,
        goal_percentage: percentOf(stepCount, goal),
        steps_category: classifyActivity(stepCount, withData.length > 0),
      };
    },

    async series(user, q) {
      const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
      const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
      const [rows, goal] = await Promise.all([
        bucketSeries(
          prisma,
          senior.id,
          ["steps"],
          q.start_timestamp,
          q.end_timestamp,
          bucket,
          q.timezone,
          senior.timezone,
        ),
        target(senior.id),
      ]);
      const data: Record<string, { step_count: number; target_score: number; goal_percentage: number }> = {};
      let total = 0;
      const days = new Set<number>();
      for (const r of rows) {
        const steps = Math.round(r.sum);
        total += steps;
        days.add(bucket === "day" ? r.bucket : 0);
        data[msToNs(r.bucket)] = {
          step_count: steps,
          target_score: goal,
          goal_percentage: percentOf(steps, goal) ?? 0,
        };
      }
      const perDay = rows.length === 0 ? null : total / days.size;
      return { data, bucket, target_score: goal, goal_percentage: percentOf(perDay, goal) };
    },
  };
}
