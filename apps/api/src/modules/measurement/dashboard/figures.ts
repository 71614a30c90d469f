// Every figure of one page of cards in ONE SQL statement: vital aggregates, the weight before the period, nights,
// alarms and the linked watch. One statement instead of five because the cost of a card page is dominated by
// per-statement overhead (round trip, planning, driver), not by the index probes, which are all on primary keys or
// (senior_id, time) indexes and bounded by the 20 senior ids.
import type { Db, Metric } from "@care/db";
import { addLocalDays, HOUR_MS, localDays, startOfDay } from "@care/time";

export const DASHBOARD_METRICS: readonly Metric[] = ["heart_rate", "steps", "weight", "hydration"];

export interface VitalFigure {
  metric: Metric;
  count: number;
  sum: number;
  last: number;
  /** Local days (the senior's zone) with readings. */
  days: number;
}

export interface SeniorFigures {
  vitals: Map<Metric, VitalFigure>;
  /** Latest weight (kg) before the period. */
  previousWeight: number | null;
  sleep: { nights: number; score: number | null; interruptions: number | null; totalSleep: number | null } | null;
  sos: number;
  falls: number;
  /** Linked watch connectivity; null without a linked watch. */
  online: boolean | null;
}

interface Row {
  kind: "vital" | "prev" | "sleep" | "alarm" | "watch";
  senior_id: string;
  data: Record<string, unknown>;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * Whole local days of each senior inside [start, end) come from reading_daily, the partial days at the edges from
 * reading_hourly (and raw readings for partial hours, see edgeRanges): a month costs ≤ 31 daily + ≤ 48 hourly rows
 * per metric and senior. [cs, ce) is the span of daily
 * buckets used (computed here in the senior's zone); when there is none, everything comes from the hourly rows.
 * A period that runs until now also takes today's daily bucket, which holds exactly the readings of today so far, so
 * the usual "from midnight until now" costs one row per metric instead of one per hour.
 */
export function dailySpan(start: number, end: number, now: number, tz: string): { cs: number; ce: number } {
  const day = startOfDay(start, tz);
  const first = day === start ? start : addLocalDays(day, 1, tz);
  const lastMidnight = startOfDay(end, tz);
  if (end >= now && lastMidnight >= first) return { cs: first, ce: addLocalDays(lastMidnight, 1, tz) };
  return first < lastMidnight ? { cs: first, ce: lastMidnight } : { cs: end, ce: end };
}

type Range = readonly [lo: number, hi: number];

/**
 * How [lo, hi) is read outside the daily buckets: the whole UTC hours inside it from reading_hourly, the partial
 * hours at its ends (and around a local midnight of `tz` that is not on a whole UTC hour, e.g. Asia/Kolkata's
 * 18:30 UTC) from the raw readings. An hourly row therefore never holds readings from outside the range or from
 * two local days, so totals and "days with data" follow the senior's own local days.
 */
export function edgeRanges(lo: number, hi: number, tz: string): { hourly: Range[]; raw: Range[] } {
  const hourly: Range[] = [];
  const raw: Range[] = [];
  if (lo >= hi) return { hourly, raw };
  const cuts = [lo, ...localDays(lo, hi, tz).filter((m) => m > lo), hi];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const a = cuts[i] as number;
    const b = cuts[i + 1] as number;
    const ceilA = Math.ceil(a / HOUR_MS) * HOUR_MS;
    const floorB = Math.floor(b / HOUR_MS) * HOUR_MS;
    if (ceilA < floorB) hourly.push([ceilA, floorB]);
    if (a < Math.min(ceilA, b)) raw.push([a, Math.min(ceilA, b)]);
    if (Math.max(floorB, ceilA) < b) raw.push([Math.max(floorB, ceilA), b]);
  }
  return { hourly, raw };
}

export async function cardFigures(
  db: Db,
  seniors: readonly { id: string; timezone: string }[],
  start: number,
  end: number,
  now: number,
): Promise<Map<string, SeniorFigures>> {
  const out = new Map<string, SeniorFigures>();
  if (seniors.length === 0) return out;
  const cs: Date[] = [];
  const ce: Date[] = [];
  // Ranges of each senior read from reading_hourly and from the raw readings (column arrays for unnest).
  const hourly = { ids: [] as string[], lo: [] as Date[], hi: [] as Date[] };
  const raw = { ids: [] as string[], lo: [] as Date[], hi: [] as Date[] };
  const add = (to: typeof hourly, seniorId: string, ranges: readonly Range[]): void => {
    for (const [lo, hi] of ranges) {
      to.ids.push(seniorId);
      to.lo.push(new Date(lo));
      to.hi.push(new Date(hi));
    }
  };
  for (const s of seniors) {
    const span = dailySpan(start, end, now, s.timezone);
    cs.push(new Date(span.cs));
    ce.push(new Date(span.ce));
    for (const [lo, hi] of [
      [start, span.cs],
      [span.ce, end],
    ]) {
      const parts = edgeRanges(lo as number, hi as number, s.timezone);
      add(hourly, s.id, parts.hourly);
      add(raw, s.id, parts.raw);
    }
    out.set(s.id, { vitals: new Map(), previousWeight: null, sleep: null, sos: 0, falls: 0, online: null });
  }
  const ids = seniors.map((s) => s.id);
  const tzs = seniors.map((s) => s.timezone);
  const from = new Date(start);
  const to = new Date(end);
  // The raw readings are read for partial hours only (rr), always inside [from, to): the constant bounds on ts let
  // the planner keep only the period's monthly partitions (a bound from unnest() cannot prune at plan time). A
  // partial hour whose raw readings are gone (older than READING_RETENTION_MONTHS: a month goes whole, so an hour
  // is all raw or none) counts its hourly row whole in the range holding the hour's start, unless the hour reaches
  // into the daily span (whose rows hold part of it): no reading counts twice, and those of such a half hour are
  // missed (docs/scaling.md "Partitions and retention").
  const rawFrom = new Date(Math.floor(start / HOUR_MS) * HOUR_MS);
  const rawTo = new Date(Math.ceil(end / HOUR_MS) * HOUR_MS);
  const rows = await db.$queryRaw<Row[]>`
    WITH p AS (
      SELECT * FROM unnest(${ids}::uuid[], ${tzs}::text[], ${cs}::timestamptz[], ${ce}::timestamptz[]) AS p(senior_id, tz, cs, ce)
    ),
    pm AS (SELECT p.*, m.metric FROM p CROSS JOIN unnest(${[...DASHBOARD_METRICS]}::metric[]) AS m(metric)),
    hr AS (SELECT * FROM unnest(${hourly.ids}::uuid[], ${hourly.lo}::timestamptz[], ${hourly.hi}::timestamptz[]) AS hr(senior_id, lo, hi)),
    rr AS (SELECT * FROM unnest(${raw.ids}::uuid[], ${raw.lo}::timestamptz[], ${raw.hi}::timestamptz[]) AS rr(senior_id, lo, hi)),
    r AS (
      SELECT d.senior_id, d.metric, d.count, d.sum, d.last, d.last_ts, d.bucket_start, pm.tz
      FROM pm JOIN reading_daily d
        ON d.senior_id = pm.senior_id AND d.metric = pm.metric AND d.bucket_start >= pm.cs AND d.bucket_start < pm.ce
      UNION ALL
      SELECT h.senior_id, h.metric, h.count, h.sum, h.last, h.last_ts, h.bucket_start, pm.tz
      FROM pm JOIN hr ON hr.senior_id = pm.senior_id
      JOIN reading_hourly h
        ON h.senior_id = pm.senior_id AND h.metric = pm.metric AND h.bucket_start >= hr.lo AND h.bucket_start < hr.hi
      UNION ALL
      SELECT x.senior_id, x.metric, 1, x.value, x.value, x.ts, x.ts, pm.tz
      FROM pm JOIN rr ON rr.senior_id = pm.senior_id
      JOIN reading x ON x.senior_id = pm.senior_id AND x.metric = pm.metric AND x.ts >= rr.lo AND x.ts < rr.hi
        AND x.ts >= ${from}::timestamptz AND x.ts < ${to}::timestamptz
      UNION ALL
      SELECT h.senior_id, h.metric, h.count, h.sum, h.last, h.last_ts, h.bucket_start, pm.tz
      FROM pm JOIN rr ON rr.senior_id = pm.senior_id
      JOIN reading_hourly h
        ON h.senior_id = pm.senior_id AND h.metric = pm.metric AND h.bucket_start >= rr.lo AND h.bucket_start < rr.hi
      WHERE (pm.cs >= pm.ce OR h.bucket_start + interval '1 hour' <= pm.cs OR h.bucket_start >= pm.ce)
        AND NOT EXISTS (
          SELECT 1 FROM reading y
          WHERE y.senior_id = h.senior_id AND y.metric = h.metric
            AND y.ts >= h.bucket_start AND y.ts < h.bucket_start + interval '1 hour'
            AND y.ts >= ${rawFrom}::timestamptz AND y.ts < ${rawTo}::timestamptz)
    )
    SELECT 'vital' AS kind, senior_id::text AS senior_id,
           jsonb_build_object('metric', metric, 'count', sum(count), 'sum', sum(sum),
                              'last', (array_agg(last ORDER BY last_ts DESC))[1],
                              'days', count(DISTINCT (bucket_start AT TIME ZONE tz)::date)) AS data
    FROM r WHERE count > 0 GROUP BY senior_id, metric
    UNION ALL
    SELECT 'prev', p.senior_id::text, jsonb_build_object('value', w.last)
    FROM p CROSS JOIN LATERAL (
      SELECT last FROM reading_hourly
      WHERE senior_id = p.senior_id AND metric = 'weight' AND bucket_start < ${from}::timestamptz
      ORDER BY bucket_start DESC LIMIT 1
    ) w
    UNION ALL
    SELECT 'sleep', senior_id::text,
           jsonb_build_object('nights', count(*), 'score', avg(score), 'interruptions', avg(interruptions),
                              'total', avg(total_sleep_seconds))
    FROM sleep_session
    WHERE senior_id = ANY(${ids}::uuid[]) AND "end" >= ${from}::timestamptz AND "end" < ${to}::timestamptz
    GROUP BY senior_id
    UNION ALL
    SELECT 'alarm', senior_id::text, jsonb_build_object('type', type, 'n', count(*))
    FROM alarm
    WHERE senior_id = ANY(${ids}::uuid[]) AND occurred_at >= ${from}::timestamptz AND occurred_at < ${to}::timestamptz
    GROUP BY senior_id, type
    UNION ALL
    SELECT 'watch', da.senior_id::text, jsonb_build_object('online', bool_or(d.online))
    FROM device_assignment da JOIN device d ON d.id = da.device_id
    WHERE da.senior_id = ANY(${ids}::uuid[]) AND da.unlinked_at IS NULL AND d.type IN ('watch', 'techuva_watch')
    GROUP BY da.senior_id`;

  for (const r of rows) {
    const f = out.get(r.senior_id);
    if (!f) continue;
    const d = r.data;
    if (r.kind === "vital") {
      const metric = d.metric as Metric;
      f.vitals.set(metric, {
        metric,
        count: num(d.count) ?? 0,
        sum: num(d.sum) ?? 0,
        last: num(d.last) ?? 0,
        days: num(d.days) ?? 0,
      });
    } else if (r.kind === "prev") {
      f.previousWeight = num(d.value);
    } else if (r.kind === "sleep") {
      f.sleep = {
        nights: num(d.nights) ?? 0,
        score: num(d.score),
        interruptions: num(d.interruptions),
        totalSleep: num(d.total),
      };
    } else if (r.kind === "alarm") {
      if (d.type === "sos") f.sos += num(d.n) ?? 0;
      else f.falls += num(d.n) ?? 0;
    } else {
      f.online = d.online === true;
    }
  }
  return out;
}
