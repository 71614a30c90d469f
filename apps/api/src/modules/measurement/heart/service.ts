import type { z } from "zod";
import {
  msToNs,
  type AccessClaims,
  type HeartExtremeSchema,
  type HeartSeriesSchema,
  type WellnessPeriodQuery,
} from "@care/contracts";
import { requireWellnessSenior } from "../shared/access.js";
import { round } from "../shared/numbers.js";
import { bucketFor, bucketSeries, foldBuckets, type Db } from "../shared/rollups.js";

type Period = z.output<typeof WellnessPeriodQuery>;

export interface HeartService {
  extreme(user: AccessClaims, q: Period): Promise<z.output<typeof HeartExtremeSchema>>;
  series(user: AccessClaims, q: Period): Promise<z.output<typeof HeartSeriesSchema>>;
}

export function createHeartService(deps: { prisma: Db }): HeartService {
  const { prisma } = deps;
  return {
    async extreme(user, q) {
      const senior = await requireWellnessSenior(prisma, user, q.senior_id, q.account_id);
      const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
      const rows = await bucketSeries(
        prisma,
        senior.id,
        ["heart_rate"],
        q.start_timestamp,
        q.end_timestamp,
        bucket,
        q.timezone,
        senior.timezone,
      );
      const agg = foldBuckets(rows, "heart_rate");
      if (!agg) return { time: null, min: null, max: null, last: null, mean: null };
      return {
        time: msToNs(agg.lastTs),
        min: round(agg.min),
        max: round(agg.max),
        last: round(agg.last),
        mean: round(agg.sum / agg.count),
      };
    },

    async series(user, q) {
      const senior = await requireWellnessSenior(prisma, user, q.senior_id, q.account_id);
      const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
      const rows = await bucketSeries(
        prisma,
        senior.id,
        ["heart_rate", "steps"],
        q.start_timestamp,
        q.end_timestamp,
        bucket,
        q.timezone,
        senior.timezone,
      );
      const steps = new Map(rows.filter((r) => r.metric === "steps").map((r) => [r.bucket, Math.round(r.sum)]));
      const data = rows
        .filter((r) => r.metric === "heart_rate" && r.count > 0)
        .map((r) => ({
          time: msToNs(r.bucket),
          heart_rate: round(r.sum / r.count),
          min_heart_rate: round(r.min),
          max_heart_rate: round(r.max),
          step_count: steps.get(r.bucket) ?? 0,
        }));
      return { bucket, data };
    },
  };
}
