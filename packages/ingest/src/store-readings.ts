// Readings: one statement inserts a batch, adds exactly the inserted rows to the hourly and daily rollups and
// (for the API) writes the evaluation jobs of those rows to the outbox, all inside the caller's transaction.
// Building the job payload in SQL matters: sending 5000 inserted rows back to Node and 5000 readings of JSON
// through the ORM again cost more than the insert itself.
import { QUEUES, type EvaluateReadingsJob, type QueueName } from "@care/contracts";
import type { Metric } from "@care/db";
import type { SqlExecutor } from "./store.js";

export interface ReadingRow {
  seniorId: string;
  deviceId: string;
  metric: Metric;
  ts: Date;
  value: number;
}

// The rollups are fed ONLY by the rows this statement really inserted (the RETURNING of `ins`), so a retried
// upload adds nothing twice. Hourly buckets are UTC hours; daily buckets start at the senior's local midnight.
// The inserted rows are first aggregated into 15-minute groups (`fine`): every zone offset in use is a multiple
// of 15 minutes, so each group lies in one UTC hour and in one local day, and both rollups are summed from those
// few groups rather than from every row (time-zone arithmetic on 5000 rows costs more than the rest).
// ORDER BY fixes the lock order of rollup rows, so concurrent uploads cannot deadlock on them.
// (Data-modifying CTEs always run to completion, whether or not the final SELECT reads them.)
const ROLLUP = (table: string, bucket: string, join = ""): string => `
    INSERT INTO ${table} AS r (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
    SELECT fine.senior_id, fine.metric, ${bucket}, sum(n), sum(total), min(lo), max(hi),
           (array_agg(last ORDER BY last_ts DESC))[1], max(last_ts)
    FROM fine ${join}
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (senior_id, metric, bucket_start) DO UPDATE SET
      count = r.count + EXCLUDED.count,
      sum = r.sum + EXCLUDED.sum,
      min = LEAST(r.min, EXCLUDED.min),
      max = GREATEST(r.max, EXCLUDED.max),
      last = CASE WHEN EXCLUDED.last_ts >= r.last_ts THEN EXCLUDED.last ELSE r.last END,
      last_ts = GREATEST(r.last_ts, EXCLUDED.last_ts)`;

// Rows are inserted in primary-key order: neighbouring keys land on the same index pages.
const INSERT_WITH_ROLLUPS = `
  input AS (
    SELECT senior_id, device_id, metric, to_timestamp(ms / 1000) AS ts, value
    FROM unnest(string_to_array($1, ',')::uuid[], string_to_array($2, ',')::uuid[],
                string_to_array($3, ',')::metric[], string_to_array($4, ',')::float8[],
                string_to_array($5, ',')::float8[])
      AS t(senior_id, device_id, metric, ms, value)
  ),
  ins AS (
    INSERT INTO reading (senior_id, metric, ts, value, device_id, received_at)
    SELECT senior_id, metric, ts, value, device_id, COALESCE($6::timestamptz, ts) FROM input
    ORDER BY senior_id, metric, ts
    ON CONFLICT DO NOTHING
    RETURNING senior_id, device_id, metric, ts, value
  ),
  fine AS (
    SELECT senior_id, metric, date_bin('15 minutes', ts, TIMESTAMPTZ '2000-01-01 00:00:00+00') AS quarter,
           count(*) AS n, sum(value) AS total, min(value) AS lo, max(value) AS hi,
           max(ts) AS last_ts, (array_agg(value ORDER BY ts DESC))[1] AS last
    FROM ins
    GROUP BY 1, 2, 3
  ),
  hourly AS (${ROLLUP("reading_hourly", "date_trunc('hour', fine.quarter, 'UTC')")}),
  daily AS (${ROLLUP("reading_daily", "date_trunc('day', fine.quarter, s.timezone)", "JOIN senior s ON s.id = fine.senior_id")})`;

// One evaluation job per lateness (EvaluateReadingsJobSchema) for the device of the batch, minute sleep phases
// left out (they are not vitals). Usually every reading is new, and then the payload the API prepared ($10, $12)
// is taken as it is; building 5000 JSON objects in SQL cost a third of the statement. When a group lost rows to
// duplicates (a retry, an overlapping batch), its payload is built here from exactly the inserted rows, with ts
// formatted like JavaScript's toISOString.
const EVALUATION_JOBS = `,
  evaluated AS (
    SELECT senior_id, device_id, metric, ts, value,
           ($6::timestamptz - ts) > ($7::float8 * interval '1 millisecond') AS late
    FROM ins WHERE metric <> 'sleep_phase'
  ),
  groups AS (SELECT late, count(*) AS n FROM evaluated GROUP BY late),
  jobs AS (
    INSERT INTO outbox (topic, payload)
    SELECT $8::text, CASE
      WHEN NOT g.late AND g.n = $9::int THEN $10::jsonb
      WHEN g.late AND g.n = $11::int THEN $12::jsonb
      ELSE (
        SELECT json_build_object(
                 'senior_id', min(e.senior_id::text), 'device_id', min(e.device_id::text), 'late', g.late,
                 'readings', json_agg(json_build_object(
                   'metric', e.metric,
                   'ts', to_char(e.ts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                   'value', e.value) ORDER BY e.ts, e.metric))::jsonb
        FROM evaluated e WHERE e.late = g.late)
      END
    FROM groups g
    ORDER BY g.late
    RETURNING id
  )
  SELECT (SELECT count(*)::int FROM ins) AS inserted,
         (SELECT count(*)::int FROM ins WHERE ($6::timestamptz - ts) > ($7::float8 * interval '1 millisecond')) AS late,
         (SELECT COALESCE(array_agg(id::text ORDER BY id), '{}') FROM jobs) AS outbox_ids,
         (SELECT COALESCE(array_agg(late ORDER BY late), '{}') FROM groups) AS job_late,
         (SELECT COALESCE(array_agg((NOT late AND n = $9::int) OR (late AND n = $11::int) ORDER BY late), '{}')
          FROM groups) AS job_prepared`;

interface PreparedJob {
  count: number;
  payload: EvaluateReadingsJob;
  json: string;
}

/** The job payloads as they will be if every reading of the group is inserted, per lateness (false, true). */
function preparedJobs(rows: readonly ReadingRow[], receivedAt: Date, lateWindowMs: number): [PreparedJob, PreparedJob] {
  const groups: [ReadingRow[], ReadingRow[]] = [[], []];
  for (const r of rows) {
    if (r.metric !== "sleep_phase") groups[receivedAt.getTime() - r.ts.getTime() > lateWindowMs ? 1 : 0].push(r);
  }
  const first = rows[0] as ReadingRow;
  const prepare = (list: ReadingRow[], late: boolean): PreparedJob => {
    const readings = list
      .map((r) => ({ metric: r.metric as string, ts: r.ts.toISOString(), value: r.value }))
      .sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : a.metric < b.metric ? -1 : a.metric > b.metric ? 1 : 0));
    const payload: EvaluateReadingsJob = { senior_id: first.seniorId, device_id: first.deviceId, late, readings };
    return { count: list.length, payload, json: JSON.stringify(payload) };
  };
  return [prepare(groups[0], false), prepare(groups[1], true)];
}

/**
 * The five columns as comma-joined text (uuids, enum names, epoch milliseconds and finite numbers contain no
 * commas): one string per column is much cheaper for the driver than 5000-element arrays it would quote one by
 * one, and epoch numbers much cheaper to produce than 5000 ISO strings.
 */
function columns(rows: readonly ReadingRow[]): [string, string, string, string, string] {
  const n = rows.length;
  const senior = new Array<string>(n);
  const device = new Array<string>(n);
  const metric = new Array<string>(n);
  const ts = new Array<number>(n);
  const value = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const r = rows[i] as ReadingRow;
    senior[i] = r.seniorId;
    device[i] = r.deviceId;
    metric[i] = r.metric;
    ts[i] = r.ts.getTime();
    value[i] = r.value;
  }
  return [senior.join(","), device.join(","), metric.join(","), ts.join(","), value.join(",")];
}

/**
 * A job written to the outbox inside the ingest transaction, to enqueue after the commit. `payload` is known when
 * the row holds exactly what the API prepared; null means "read it back from the outbox row".
 */
export interface OutboxJob {
  outboxId: bigint;
  queue: QueueName;
  payload: Record<string, unknown> | null;
}

export interface StoredReadings {
  inserted: number;
  /** Inserted readings older than the late window when received. */
  late: number;
  /** Evaluation jobs in the outbox, to enqueue after the commit. */
  jobs: OutboxJob[];
}

/**
 * The API's insert: new readings, their rollups, and evaluation jobs (late=true for readings older than
 * lateWindowMs at receivedAt) written to the outbox in the same statement. A batch holds at most
 * INGEST_MAX_READINGS readings, so one job per lateness stays within the job schema's bound.
 */
export async function insertReadingsWithJobs(
  exec: SqlExecutor,
  rows: readonly ReadingRow[],
  receivedAt: Date,
  lateWindowMs: number,
): Promise<StoredReadings> {
  if (rows.length === 0) return { inserted: 0, late: 0, jobs: [] };
  const first = rows[0] as ReadingRow;
  if (rows.some((r) => r.seniorId !== first.seniorId || r.deviceId !== first.deviceId)) {
    throw new Error("insertReadingsWithJobs takes the readings of one device");
  }
  const prepared = preparedJobs(rows, receivedAt, lateWindowMs);
  const [r] = await exec.query<{
    inserted: number;
    late: number;
    outbox_ids: string[];
    job_late: boolean[];
    job_prepared: boolean[];
  }>(`WITH ${INSERT_WITH_ROLLUPS}${EVALUATION_JOBS}`, [
    ...columns(rows),
    receivedAt.toISOString(),
    lateWindowMs,
    QUEUES.evaluateReadings,
    prepared[0].count,
    prepared[0].json,
    prepared[1].count,
    prepared[1].json,
  ]);
  if (!r) throw new Error("the reading insert returned no summary");
  // The jobs are inserted in the order of their groups (on-time first), so ids and groups pair up by position.
  const jobs = r.outbox_ids.map((id, i): OutboxJob => {
    const late = r.job_late[i] === true;
    return {
      outboxId: BigInt(id),
      queue: QUEUES.evaluateReadings,
      payload: r.job_prepared[i] ? { ...prepared[late ? 1 : 0].payload } : null,
    };
  });
  return { inserted: r.inserted, late: r.late, jobs };
}

/**
 * The backfill's insert: history needs no evaluation (it is late by definition). receivedAt null stores each
 * row as received at its own time.
 */
export async function insertReadingsCount(
  exec: SqlExecutor,
  rows: readonly ReadingRow[],
  receivedAt: Date | null,
): Promise<number> {
  if (rows.length === 0) return 0;
  const [r] = await exec.query<{ inserted: number }>(
    `WITH ${INSERT_WITH_ROLLUPS} SELECT count(*)::int AS inserted FROM ins`,
    [...columns(rows), receivedAt?.toISOString() ?? null],
  );
  return r?.inserted ?? 0;
}
