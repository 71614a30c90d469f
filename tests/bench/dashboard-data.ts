// Data of the dashboard benchmark, generated with set-based SQL (generate_series) straight into the tables ingest
// writes: reading (raw), reading_hourly / reading_daily (rollups rebuilt from those raw rows, exactly as ingest
// keeps them), sleep_session (one night per senior-day, summary detail) and alarm. Density follows the simulator's
// LITE_DENSITY (heart rate every 15 min, steps hourly, battery every 2 h, one weigh-in a day).
import pg from "pg";

export interface GenerateOptions {
  seniors: number;
  days: number;
  /** Seniors per transaction. */
  chunk: number;
  log: (line: string) => void;
}

const FIRST = [
  "Mary",
  "James",
  "Linda",
  "Robert",
  "Carol",
  "John",
  "Ruth",
  "George",
  "Helen",
  "Frank",
  "Alice",
  "Henry",
];
const LAST = [
  "Smith",
  "Johnson",
  "Brown",
  "Garcia",
  "Miller",
  "Davis",
  "Wilson",
  "Moore",
  "Clark",
  "Lewis",
  "Young",
  "Hill",
];
const ZONES = ["America/New_York", "America/Chicago", "America/Denver", "America/Phoenix", "America/Los_Angeles"];
const sqlArray = (v: readonly string[]): string => `ARRAY[${v.map((x) => `'${x}'`).join(",")}]`;

/** Grows the seeded fleet to `seniors` members: residents (every third) spread over the facilities, coaches round-robin. */
async function addSeniors(db: pg.Client, seniors: number): Promise<number> {
  const have = Number((await db.query<{ n: string }>("SELECT count(*) AS n FROM senior")).rows[0]?.n ?? 0);
  if (have >= seniors) return 0;
  await db.query(`
    CREATE TEMP TABLE bench_new AS
    SELECT gen_random_uuid() AS id, n AS member_id, n - 100000 AS k FROM generate_series(${100000 + have + 1}, ${100000 + seniors}) n`);
  await db.query(`
    INSERT INTO senior (id, member_id, account_id, first_name, last_name, dob, timezone, zone, member_type, facility_id,
                        is_resident, move_in_date, is_active, created_at, updated_at)
    SELECT b.id, b.member_id, gen_random_uuid(), (${sqlArray(FIRST)})[1 + b.k % ${FIRST.length}],
           (${sqlArray(LAST)})[1 + (b.k / ${FIRST.length}) % ${LAST.length}] || '-' || b.k,
           date '1928-01-01' + (b.k * 37) % 11000, (${sqlArray(ZONES)})[1 + b.k % ${ZONES.length}],
           (ARRAY['white','blue','green','gold']::zone[])[1 + (b.k * 7) % 4],
           CASE WHEN b.k % 3 = 1 THEN 'community' ELSE 'at_home' END::member_type,
           CASE WHEN b.k % 3 = 1 THEN f.ids[1 + (b.k / 3) % array_length(f.ids, 1)] END,
           b.k % 3 = 1, CASE WHEN b.k % 3 = 1 THEN current_date - (b.k % 1400) END, true, now(), now()
    FROM bench_new b, (SELECT array_agg(id ORDER BY name) AS ids FROM facility) f`);
  await db.query(`
    INSERT INTO care_agent_assignment (id, staff_user_id, senior_id, assigned_at)
    SELECT gen_random_uuid(), a.ids[1 + b.k % array_length(a.ids, 1)], b.id, now()
    FROM bench_new b,
         (SELECT array_agg(id ORDER BY email) AS ids FROM staff_user WHERE primary_role = 'CareAgent' AND is_active) a`);
  await db.query(`
    INSERT INTO device (id, type, vendor, unique_identifier, secret, online, created_at, updated_at)
    SELECT b.id, 'watch', 'navigil', '35999' || lpad(b.member_id::text, 10, '0'), md5(b.id::text), b.k % 5 <> 0, now(), now()
    FROM bench_new b`);
  await db.query(`
    INSERT INTO device_assignment (id, device_id, senior_id, assigned_at)
    SELECT gen_random_uuid(), b.id, b.id, now() - interval '60 days' FROM bench_new b`);
  await db.query("DROP TABLE bench_new");
  return seniors - have;
}

/**
 * Raw readings, rollups, nights and alarms of a range of member ids over [from, now). The chunk's readings are staged
 * in a temporary table first, so the rollups aggregate that small table instead of probing the big reading table.
 */
async function fillChunk(db: pg.Client, lo: number, hi: number, days: number): Promise<number> {
  await db.query("BEGIN");
  await db.query(`
    CREATE TEMP TABLE bench_chunk ON COMMIT DROP AS
    SELECT id, timezone, member_id, member_id % 997 AS r FROM senior
    WHERE member_id BETWEEN ${lo} AND ${hi} AND is_active`);
  const from = `date_trunc('day', now()) - interval '${days} days'`;
  await db.query(`
    CREATE TEMP TABLE bench_raw ON COMMIT DROP AS
    SELECT s.id AS senior_id, 'heart_rate'::metric AS metric, t AS ts,
           round((64 + s.r % 14 + 10 * sin(extract(epoch FROM t) / 13751) + random() * 8)::numeric, 0)::float8 AS value
    FROM bench_chunk s, generate_series(${from}, now(), interval '15 minutes') t
    UNION ALL
    SELECT s.id, 'steps'::metric, t, CASE WHEN extract(hour FROM t AT TIME ZONE s.timezone) BETWEEN 7 AND 20
                                          THEN floor(random() * (300 + s.r % 700)) ELSE 0 END
    FROM bench_chunk s, generate_series(${from}, now(), interval '1 hour') t
    UNION ALL
    SELECT s.id, 'battery'::metric, t, 100 - extract(hour FROM t) * 3
    FROM bench_chunk s, generate_series(${from}, now(), interval '2 hours') t
    UNION ALL
    SELECT s.id, m.metric::metric, d + interval '7 hours' + (s.r % 60) * interval '1 minute',
           CASE m.metric WHEN 'weight' THEN 60 + s.r % 40 + random() * 2
                         WHEN 'hydration' THEN 28 + s.r % 30 + random() * 3
                         WHEN 'bmi' THEN 20 + s.r % 12
                         WHEN 'muscle_mass' THEN 25 + s.r % 15
                         WHEN 'fat_mass' THEN 15 + s.r % 20
                         ELSE 2.5 + (s.r % 10) / 10.0 END
    FROM bench_chunk s, generate_series(${from}, now() - interval '8 hours', interval '1 day') d,
         unnest(ARRAY['weight','hydration','bmi','muscle_mass','fat_mass','bone_mass']) AS m(metric)`);
  const inserted = await db.query(`
    INSERT INTO reading (senior_id, metric, ts, value, received_at)
    SELECT senior_id, metric, ts, value, ts FROM bench_raw ORDER BY senior_id, metric, ts`);
  for (const [table, bucket] of [
    ["reading_hourly", "date_trunc('hour', r.ts)"],
    ["reading_daily", "date_trunc('day', r.ts AT TIME ZONE s.timezone) AT TIME ZONE s.timezone"],
  ]) {
    await db.query(`
      INSERT INTO ${table} (senior_id, metric, bucket_start, count, sum, min, max, last, last_ts)
      SELECT r.senior_id, r.metric, ${bucket} AS b, count(*), sum(r.value), min(r.value), max(r.value),
             (array_agg(r.value ORDER BY r.ts DESC))[1], max(r.ts)
      FROM bench_raw r JOIN bench_chunk s ON s.id = r.senior_id
      GROUP BY r.senior_id, r.metric, b
      ORDER BY r.senior_id, r.metric, b
      ON CONFLICT (senior_id, metric, bucket_start) DO NOTHING`);
  }
  await db.query(`
    INSERT INTO sleep_session (id, senior_id, start, "end", timezone, score, total_sleep_seconds, time_in_bed_seconds,
                               latency_seconds, interruptions, time_to_get_up_seconds, avg_heart_rate, created_at, updated_at)
    SELECT gen_random_uuid(), s.id, st, st + interval '8 hours', s.timezone, 45 + floor(random() * 50)::int,
           25000 + floor(random() * 4000)::int, 28800, 600 + floor(random() * 900)::int, floor(random() * 5)::int,
           300, 55 + random() * 10, now(), now()
    FROM bench_chunk s,
         generate_series(current_date - ${days}, current_date - 1, interval '1 day') d,
         LATERAL (SELECT ((d::date + time '22:00') AT TIME ZONE s.timezone) + (s.r % 90) * interval '1 minute' AS st) x
    WHERE st + interval '8 hours' < now()`);
  await db.query(`
    INSERT INTO alarm (id, senior_id, type, status, occurred_at, received_at, dedupe_key, created_at, updated_at)
    SELECT gen_random_uuid(), s.id, CASE WHEN random() < 0.6 THEN 'fall' ELSE 'sos' END::alarm_type, 'closed', t, t,
           'bench:' || s.id || ':' || t, now(), now()
    FROM bench_chunk s, generate_series(${from} + interval '13 hours', now(), interval '1 day') t
    WHERE random() < 0.004`);
  await db.query("COMMIT");
  return inserted.rowCount ?? 0;
}

/** Adds seniors up to `seniors` and `days` days of data for every active senior; returns the readings written. */
export async function generateBenchData(url: string, o: GenerateOptions): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  // A loading session: sorts and aggregates in memory, no wait for the WAL flush at each commit.
  await db.query("SET work_mem = '256MB'");
  await db.query("SET synchronous_commit = off");
  try {
    const added = await addSeniors(db, o.seniors);
    o.log(`  seniors: +${added} synthetic (fleet ${o.seniors}), each with a linked watch and a coach`);
    await db.query(`SELECT ensure_reading_partitions(now() - interval '${o.days + 1} days', now() + interval '1 day')`);
    const top = 100000 + o.seniors;
    let readings = 0;
    const started = Date.now();
    for (let lo = 100001; lo <= top; lo += o.chunk) {
      readings += await fillChunk(db, lo, Math.min(top, lo + o.chunk - 1), o.days);
      const done = Math.min(top, lo + o.chunk - 1) - 100000;
      const rate = Math.round(readings / Math.max(0.001, (Date.now() - started) / 1000));
      o.log(`  ${done}/${o.seniors} seniors, ${readings} readings (${rate}/s with rollups)`);
    }
    o.log("  VACUUM ANALYZE");
    await db.query("VACUUM ANALYZE");
    return readings;
  } finally {
    await db.end();
  }
}
