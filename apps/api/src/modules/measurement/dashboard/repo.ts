// Database reads of the care dashboard. The cards read rollups (reading_daily / reading_hourly), sleep_session,
// alarm and the linked watch only: never the raw reading table.
import type { Metric, Prisma } from "@care/db";
import type { Db } from "../shared/rollups.js";

export const DASHBOARD_METRICS: readonly Metric[] = ["heart_rate", "steps", "weight", "hydration"];

export const dashboardSeniorSelect = {
  id: true,
  firstName: true,
  lastName: true,
  memberId: true,
  accountId: true,
  profileImageId: true,
  timezone: true,
  dob: true,
} as const satisfies Prisma.SeniorSelect;

export type DashboardSeniorRow = Prisma.SeniorGetPayload<{ select: typeof dashboardSeniorSelect }>;

export interface PageRequest {
  where: Prisma.SeniorWhereInput;
  ascending: boolean;
  take: number;
}

/** One page of seniors, ordered by (last name, first name, member id): the keyset the cursor continues from. */
export async function findSeniorPage(db: Db, req: PageRequest): Promise<DashboardSeniorRow[]> {
  const dir = req.ascending ? "asc" : "desc";
  return db.senior.findMany({
    where: req.where,
    orderBy: [{ lastName: dir }, { firstName: dir }, { memberId: dir }],
    take: req.take,
    select: dashboardSeniorSelect,
  });
}

export interface VitalAggregateRow {
  senior_id: string;
  metric: Metric;
  count: number;
  sum: number;
  min: number;
  max: number;
  last: number;
  last_ts: Date;
  /** Distinct local days (the senior's zone) with readings. */
  days: number;
}

/**
 * Per senior and metric, the aggregate of [start, end) from the rollups: whole local days of the senior from
 * reading_daily, the partial days at both edges from reading_hourly. So a month costs ≤ 31 daily + ≤ 48 hourly rows
 * per metric instead of ~720 hourly ones. cs/ce are the first and last senior-local midnights inside the period;
 * when the period holds no whole day, everything comes from the hourly rows.
 */
export async function vitalAggregates(
  db: Db,
  seniors: readonly { id: string; timezone: string }[],
  start: Date,
  end: Date,
): Promise<VitalAggregateRow[]> {
  if (seniors.length === 0) return [];
  const ids = seniors.map((s) => s.id);
  const tzs = seniors.map((s) => s.timezone);
  return db.$queryRaw<VitalAggregateRow[]>`
    WITH u AS (
      SELECT u.senior_id, u.tz,
        CASE WHEN (date_trunc('day', ${start}::timestamptz AT TIME ZONE u.tz) AT TIME ZONE u.tz) = ${start}::timestamptz
             THEN ${start}::timestamptz
             ELSE (date_trunc('day', ${start}::timestamptz AT TIME ZONE u.tz) + interval '1 day') AT TIME ZONE u.tz
        END AS cs,
        date_trunc('day', ${end}::timestamptz AT TIME ZONE u.tz) AT TIME ZONE u.tz AS ce
      FROM unnest(${ids}::uuid[], ${tzs}::text[]) AS u(senior_id, tz)
    ),
    b AS (
      SELECT senior_id, tz,
        CASE WHEN cs < ce THEN cs ELSE ${end}::timestamptz END AS cs,
        CASE WHEN cs < ce THEN ce ELSE ${end}::timestamptz END AS ce
      FROM u
    ),
    bm AS (SELECT b.*, m.metric FROM b CROSS JOIN unnest(${[...DASHBOARD_METRICS]}::metric[]) AS m(metric)),
    r AS (
      SELECT d.senior_id, d.metric, d.count, d.sum, d.min, d.max, d.last, d.last_ts, d.bucket_start, bm.tz
      FROM bm JOIN reading_daily d
        ON d.senior_id = bm.senior_id AND d.metric = bm.metric AND d.bucket_start >= bm.cs AND d.bucket_start < bm.ce
      UNION ALL
      SELECT h.senior_id, h.metric, h.count, h.sum, h.min, h.max, h.last, h.last_ts, h.bucket_start, bm.tz
      FROM bm JOIN reading_hourly h
        ON h.senior_id = bm.senior_id AND h.metric = bm.metric
       AND h.bucket_start >= ${start}::timestamptz AND h.bucket_start < bm.cs
      UNION ALL
      SELECT h.senior_id, h.metric, h.count, h.sum, h.min, h.max, h.last, h.last_ts, h.bucket_start, bm.tz
      FROM bm JOIN reading_hourly h
        ON h.senior_id = bm.senior_id AND h.metric = bm.metric
       AND h.bucket_start >= bm.ce AND h.bucket_start < ${end}::timestamptz
    )
    SELECT senior_id::text AS senior_id, metric,
           sum(count)::int AS count, sum(sum)::float8 AS sum, min(min)::float8 AS min, max(max)::float8 AS max,
           (array_agg(last ORDER BY last_ts DESC))[1]::float8 AS last, max(last_ts) AS last_ts,
           count(DISTINCT (bucket_start AT TIME ZONE tz)::date)::int AS days
    FROM r
    WHERE count > 0
    GROUP BY senior_id, metric`;
}

export interface SleepAggregateRow {
  senior_id: string;
  nights: number;
  avg_score: number | null;
  avg_interruptions: number | null;
  avg_total_sleep: number | null;
}

/** Nights that ended in the period (a night belongs to its wake-up day). */
export async function sleepAggregates(
  db: Db,
  seniorIds: readonly string[],
  start: Date,
  end: Date,
): Promise<SleepAggregateRow[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<SleepAggregateRow[]>`
    SELECT senior_id::text AS senior_id, count(*)::int AS nights,
           avg(score)::float8 AS avg_score, avg(interruptions)::float8 AS avg_interruptions,
           avg(total_sleep_seconds)::float8 AS avg_total_sleep
    FROM sleep_session
    WHERE senior_id = ANY(${[...seniorIds]}::uuid[]) AND "end" >= ${start}::timestamptz AND "end" < ${end}::timestamptz
    GROUP BY senior_id`;
}

export interface AlarmCountRow {
  senior_id: string;
  type: "sos" | "fall";
  n: number;
}

export async function alarmCounts(
  db: Db,
  seniorIds: readonly string[],
  start: Date,
  end: Date,
): Promise<AlarmCountRow[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<AlarmCountRow[]>`
    SELECT senior_id::text AS senior_id, type::text AS type, count(*)::int AS n
    FROM alarm
    WHERE senior_id = ANY(${[...seniorIds]}::uuid[])
      AND occurred_at >= ${start}::timestamptz AND occurred_at < ${end}::timestamptz
    GROUP BY senior_id, type`;
}

/** Connectivity of each senior's currently linked watch. */
export async function linkedWatches(
  db: Db,
  seniorIds: readonly string[],
): Promise<{ senior_id: string; online: boolean }[]> {
  if (seniorIds.length === 0) return [];
  return db.$queryRaw<{ senior_id: string; online: boolean }[]>`
    SELECT DISTINCT ON (da.senior_id) da.senior_id::text AS senior_id, d.online
    FROM device_assignment da JOIN device d ON d.id = da.device_id
    WHERE da.senior_id = ANY(${[...seniorIds]}::uuid[]) AND da.unlinked_at IS NULL
      AND d.type IN ('watch', 'techuva_watch')
    ORDER BY da.senior_id, da.assigned_at DESC`;
}
