// One service for every vital read as "extremes + series" over a period (spec 3 §7, the measurement/vitals group):
// heart rate and respiration today. A vital is a definition (its metric, display precision, the row of its series);
// the reads, the day/week/month buckets, the rollups and the scoping are the same for all of them.
import type { z } from "zod";
import { msToNs, type AccessClaims, type VitalExtremeSchema, type WellnessPeriodQuery } from "@care/contracts";
import type { Db, Metric } from "@care/db";
import { requireVitalsSenior } from "../../../access/senior-visibility.js";
import { round } from "../shared/numbers.js";
import { bucketFor, bucketSeries, foldBuckets, type Bucket, type BucketRow } from "../shared/rollups.js";

type Period = z.output<typeof WellnessPeriodQuery>;
export type VitalExtreme = z.output<typeof VitalExtremeSchema>;

/** The figures of one bucket of the vital, rounded to its precision. */
export interface VitalPoint {
  /** Bucket start, ns. */
  time: string;
  mean: number;
  min: number;
  max: number;
}

export interface VitalDefinition<Row> {
  metric: Metric;
  /** Decimals of every value answered (mean, min, max, last). */
  digits: number;
  /** Metrics read with the vital for its series, bucket by bucket (heart rate: the steps of the same hour/day). */
  alongside: readonly Metric[];
  /** The series row of a bucket with data; `alongside` holds the rows of the other metrics in the same bucket. */
  row(point: VitalPoint, alongside: ReadonlyMap<Metric, BucketRow>): Row;
}

export interface VitalSeriesService<Row> {
  /** min, max, latest (and its time) and mean over the period; all null without data. */
  extreme(user: AccessClaims, q: Period): Promise<VitalExtreme>;
  /** One row per bucket with data: hourly for a day, local days of `timezone` otherwise. */
  series(user: AccessClaims, q: Period): Promise<{ bucket: Bucket; data: Row[] }>;
}

export function createVitalSeriesService<Row>(
  deps: { prisma: Db },
  vital: VitalDefinition<Row>,
): VitalSeriesService<Row> {
  const { prisma } = deps;
  const r = (v: number): number => round(v, vital.digits);

  /** The senior (scoped to the caller, 404 otherwise), the bucket size and the rollup rows of the period. */
  async function read(user: AccessClaims, q: Period, metrics: readonly Metric[]) {
    const senior = await requireVitalsSenior(prisma, user, q.senior_id, q.account_id);
    const bucket = bucketFor(q.start_timestamp, q.end_timestamp);
    const rows = await bucketSeries(
      prisma,
      senior.id,
      metrics,
      q.start_timestamp,
      q.end_timestamp,
      bucket,
      q.timezone,
      senior.timezone,
    );
    return { bucket, rows };
  }

  return {
    async extreme(user, q) {
      const { rows } = await read(user, q, [vital.metric]);
      const agg = foldBuckets(rows, vital.metric);
      if (!agg) return { time: null, min: null, max: null, last: null, mean: null };
      return {
        time: msToNs(agg.lastTs),
        min: r(agg.min),
        max: r(agg.max),
        last: r(agg.last),
        mean: r(agg.sum / agg.count),
      };
    },

    async series(user, q) {
      const { bucket, rows } = await read(user, q, [vital.metric, ...vital.alongside]);
      const others = new Map<number, Map<Metric, BucketRow>>();
      for (const row of rows) {
        if (row.metric === vital.metric) continue;
        const inBucket = others.get(row.bucket) ?? new Map<Metric, BucketRow>();
        inBucket.set(row.metric, row);
        others.set(row.bucket, inBucket);
      }
      const none: ReadonlyMap<Metric, BucketRow> = new Map();
      const data = rows
        .filter((row) => row.metric === vital.metric && row.count > 0)
        .map((row) =>
          vital.row(
            { time: msToNs(row.bucket), mean: r(row.sum / row.count), min: r(row.min), max: r(row.max) },
            others.get(row.bucket) ?? none,
          ),
        );
      return { bucket, data };
    },
  };
}
