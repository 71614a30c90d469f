// Reads of the reading rollups (reading_hourly: UTC hours; reading_daily: the senior's local days). The raw reading
// table is read only for UTC hours that a period or local-day boundary cuts in two (zones whose offset is not a
// whole hour: Asia/Kolkata, Asia/Kathmandu, Australia/Adelaide, America/St_Johns), at most one hour per boundary.
// Every aggregate is cast in SQL so the driver hands back plain numbers (no bigint / numeric).
import { type Db, type Metric, Prisma } from "@care/db";
import { HOUR_MS, localDays } from "@care/time";

export type Bucket = "hour" | "day";

export interface BucketRow {
  metric: Metric;
  /** Bucket start, epoch ms. */
  bucket: number;
  count: number;
  sum: number;
  min: number;
  max: number;
  last: number;
  lastTs: number;
}

interface RawBucketRow {
  metric: Metric;
  bucket: Date;
  count: number;
  sum: number;
  min: number;
  max: number;
  last: number;
  last_ts: Date;
}

const toRow = (r: RawBucketRow): BucketRow => ({
  metric: r.metric,
  bucket: r.bucket.getTime(),
  count: r.count,
  sum: r.sum,
  min: r.min,
  max: r.max,
  last: r.last,
  lastTs: r.last_ts.getTime(),
});

const metricArray = (metrics: readonly Metric[]): Prisma.Sql => Prisma.sql`${[...metrics]}::metric[]`;

/** Series granularity: hourly for a day (≤ 25 h, DST days included), daily otherwise. */
export function bucketFor(start: number, end: number): Bucket {
  return end - start <= 25 * 3_600_000 ? "hour" : "day";
}

/** The UTC hours that the boundaries cut in two (a boundary not on a whole UTC hour), as hour starts. */
export function cutHours(boundaries: readonly number[]): number[] {
  const hours = new Set<number>();
  for (const b of boundaries) if (b % HOUR_MS !== 0) hours.add(b - (((b % HOUR_MS) + HOUR_MS) % HOUR_MS));
  return [...hours].sort((a, b) => a - b);
}

/**
 * One senior's buckets in [start, end). Hour buckets come from reading_hourly. Day buckets are local days of `tz`:
 * reading_daily when `tz` is the senior's own zone (its buckets are exactly those days), otherwise the hourly rows
 * regrouped by local day of `tz` (at most 24 × 31 rows per metric). Either way an hourly row that a boundary cuts
 * in two (the period's edges, or a local midnight of `tz` off the whole UTC hour) is replaced by the raw readings of
 * that hour on each side of the cut, so every reading counts in the local day or hour it belongs to.
 */
export async function bucketSeries(
  db: Db,
  seniorId: string,
  metrics: readonly Metric[],
  start: number,
  end: number,
  bucket: Bucket,
  tz: string,
  seniorTz: string,
): Promise<BucketRow[]> {
  const from = new Date(start);
  const to = new Date(end);
  let rows: RawBucketRow[];
  if (bucket === "day" && tz === seniorTz) {
    rows = await db.$queryRaw<RawBucketRow[]>`
      SELECT metric, bucket_start AS bucket, count, sum, min, max, last, last_ts
      FROM reading_daily
      WHERE senior_id = ${seniorId}::uuid AND metric = ANY(${metricArray(metrics)})
        AND bucket_start >= ${from}::timestamptz AND bucket_start < ${to}::timestamptz
      ORDER BY bucket_start`;
  } else {
    const cuts = cutHours(bucket === "hour" ? [start, end] : [start, end, ...localDays(start, end, tz)]);
    if (bucket === "hour" && cuts.length === 0) {
      rows = await db.$queryRaw<RawBucketRow[]>`
        SELECT metric, bucket_start AS bucket, count, sum, min, max, last, last_ts
        FROM reading_hourly
        WHERE senior_id = ${seniorId}::uuid AND metric = ANY(${metricArray(metrics)})
          AND bucket_start >= ${from}::timestamptz AND bucket_start < ${to}::timestamptz
        ORDER BY bucket_start`;
    } else {
      // `at` is the instant a part is filed under: the hour of an hourly row, the time of a raw reading.
      const key =
        bucket === "hour"
          ? Prisma.sql`GREATEST(date_trunc('hour', at), ${from}::timestamptz)`
          : Prisma.sql`(date_trunc('day', at AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`;
      const cutArray = Prisma.sql`${cuts.map((h) => new Date(h))}::timestamptz[]`;
      // Every read of `reading` also carries constant bounds on ts (the period; the whole hours around it for the
      // probes), so the planner keeps only the monthly partitions of the period: bounds that come from unnest() or
      // from another row cannot prune at plan time (docs/scaling.md "Partitions and retention").
      const rawFrom = new Date(Math.floor(start / HOUR_MS) * HOUR_MS);
      const rawTo = new Date(Math.ceil(end / HOUR_MS) * HOUR_MS);
      // A cut hour whose raw readings are gone (older than READING_RETENTION_MONTHS) keeps its hourly row whole,
      // filed under the bucket holding the hour's start (an hour starting before the period is left to the period
      // before), so each reading still counts once. A month is dropped whole, so an hour is all raw or none.
      rows = await db.$queryRaw<RawBucketRow[]>`
        WITH parts AS (
          SELECT metric, bucket_start AS at, count, sum, min, max, last, last_ts
          FROM reading_hourly h
          WHERE senior_id = ${seniorId}::uuid AND metric = ANY(${metricArray(metrics)})
            AND bucket_start >= date_trunc('hour', ${from}::timestamptz) AND bucket_start < ${to}::timestamptz
            AND (bucket_start <> ALL(${cutArray})
                 OR (bucket_start >= ${from}::timestamptz AND NOT EXISTS (
                       SELECT 1 FROM reading r
                       WHERE r.senior_id = h.senior_id AND r.metric = h.metric
                         AND r.ts >= h.bucket_start AND r.ts < h.bucket_start + interval '1 hour'
                         AND r.ts >= ${rawFrom}::timestamptz AND r.ts < ${rawTo}::timestamptz)))
          UNION ALL
          SELECT r.metric, r.ts, 1, r.value, r.value, r.value, r.value, r.ts
          FROM unnest(${cutArray}) AS c(h)
          JOIN reading r ON r.senior_id = ${seniorId}::uuid AND r.metric = ANY(${metricArray(metrics)})
            AND r.ts >= GREATEST(c.h, ${from}::timestamptz) AND r.ts < LEAST(c.h + interval '1 hour', ${to}::timestamptz)
            AND r.ts >= ${from}::timestamptz AND r.ts < ${to}::timestamptz
        )
        SELECT metric, ${key} AS bucket,
               sum(count)::int AS count, sum(sum)::float8 AS sum, min(min)::float8 AS min, max(max)::float8 AS max,
               (array_agg(last ORDER BY last_ts DESC))[1]::float8 AS last, max(last_ts) AS last_ts
        FROM parts
        GROUP BY metric, 2
        ORDER BY 2`;
    }
  }
  return rows.map(toRow);
}

export interface MetricAggregate {
  count: number;
  sum: number;
  min: number;
  max: number;
  last: number;
  lastTs: number;
  /** Local days of the senior (their zone) with at least one reading. */
  days: number;
}

/** Folds bucket rows of one metric into one aggregate (null when there is none). */
export function foldBuckets(
  rows: readonly BucketRow[],
  metric: Metric,
  tzDay?: (ms: number) => string,
): MetricAggregate | null {
  let out: MetricAggregate | null = null;
  const days = new Set<string>();
  for (const r of rows) {
    if (r.metric !== metric || r.count === 0) continue;
    days.add(tzDay ? tzDay(r.bucket) : String(r.bucket));
    if (!out) {
      out = { count: r.count, sum: r.sum, min: r.min, max: r.max, last: r.last, lastTs: r.lastTs, days: 0 };
      continue;
    }
    out.count += r.count;
    out.sum += r.sum;
    out.min = Math.min(out.min, r.min);
    out.max = Math.max(out.max, r.max);
    if (r.lastTs >= out.lastTs) {
      out.last = r.last;
      out.lastTs = r.lastTs;
    }
  }
  if (out) out.days = days.size;
  return out;
}

export interface LastValue {
  seniorId: string;
  metric: Metric;
  value: number;
  ts: number;
}

/**
 * The latest value of each metric strictly before `before`, for each senior: one backward index probe per
 * (senior, metric) on the hourly primary key, however old that reading is.
 */
export async function lastValuesBefore(
  db: Db,
  seniorIds: readonly string[],
  metrics: readonly Metric[],
  before: number,
): Promise<LastValue[]> {
  if (seniorIds.length === 0) return [];
  const rows = await db.$queryRaw<{ senior_id: string; metric: Metric; last: number; last_ts: Date }[]>`
    SELECT s.senior_id::text AS senior_id, m.metric, h.last, h.last_ts
    FROM unnest(${[...seniorIds]}::uuid[]) AS s(senior_id)
    CROSS JOIN unnest(${metricArray(metrics)}) AS m(metric)
    CROSS JOIN LATERAL (
      SELECT last, last_ts FROM reading_hourly
      WHERE senior_id = s.senior_id AND metric = m.metric AND bucket_start < ${new Date(before)}::timestamptz
      ORDER BY bucket_start DESC LIMIT 1
    ) h`;
  return rows.map((r) => ({ seniorId: r.senior_id, metric: r.metric, value: r.last, ts: r.last_ts.getTime() }));
}
