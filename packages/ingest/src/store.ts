// The SQL of ingestion, written once for both callers: the API (inside a transaction on its ingest pool) and the
// simulator's backfill (inside a plain pg transaction). Every statement is multi-row (unnest of column arrays), so one
// statement stores thousands of rows, and every insert is idempotent (ON CONFLICT DO NOTHING on the natural key).
import { QUEUES } from "@care/contracts";
import type { LocationEventRow } from "./geofence.js";
import type { AlarmInput, SleepSessionInput } from "./types.js";

/** The one thing the store needs from a connection: a parameterised query inside the caller's transaction. */
export interface SqlExecutor {
  query<T>(sql: string, params: unknown[]): Promise<T[]>;
}

export interface LocationRow extends LocationEventRow {
  seniorId: string;
  deviceId: string;
}

/** Latest stored geofence event of a senior strictly before `before`, or null. */
export async function previousLocationType(
  exec: SqlExecutor,
  seniorId: string,
  before: Date,
): Promise<{ alarm_type: LocationEventRow["alarmType"]; lat: number; lng: number } | null> {
  const rows = await exec.query<{ alarm_type: LocationEventRow["alarmType"]; lat: number; lng: number }>(
    `SELECT alarm_type, lat, lng FROM location_event WHERE senior_id = $1::uuid AND ts < $2::timestamptz
     ORDER BY ts DESC, id DESC LIMIT 1`,
    [seniorId, before.toISOString()],
  );
  return rows[0] ?? null;
}

export async function insertLocationEvents(exec: SqlExecutor, rows: readonly LocationRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [r] = await exec.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO location_event (senior_id, device_id, ts, lat, lng, alarm_type, source)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::float8[], $5::float8[],
                            $6::location_alarm_type[], $7::text[])
       ON CONFLICT (senior_id, ts, alarm_type) DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [
      rows.map((r) => r.seniorId),
      rows.map((r) => r.deviceId),
      rows.map((r) => r.ts.toISOString()),
      rows.map((r) => r.lat),
      rows.map((r) => r.lng),
      rows.map((r) => r.alarmType),
      rows.map((r) => r.source),
    ],
  );
  return r?.n ?? 0;
}

export interface StoredAlarm {
  id: string;
  type: AlarmInput["type"];
  occurredAt: Date;
  created: boolean;
  /** How late it was received, in whole seconds, when later than the late window; null when in time. */
  lateByS: number | null;
  /** The outbox row of its `alarm-fanout` job: new alarms only. */
  outboxId: bigint | null;
}

/** The watch re-sends an alarm until it is acknowledged: one alarm per device, type and device time. */
export function alarmDedupeKey(deviceId: string, type: string, ts: Date): string {
  return `${deviceId}:${type}:${ts.toISOString()}`;
}

/**
 * Inserts new alarms as pending, with an `alarm-fanout {alarm_id, reason: raised}` outbox row for each new one, and
 * reports, for every input, its alarm id, whether it is new and how late it was. A late SOS/fall (received more than
 * lateWindowMs after it happened: a watch that was out of coverage) is announced and escalated like any other; its
 * `late_by_s` (receipt − device time, whole seconds) marks it. For a repeat, the lateness of its first receipt.
 */
export async function insertAlarms(
  exec: SqlExecutor,
  seniorId: string,
  deviceId: string,
  alarms: readonly AlarmInput[],
  receivedAt: Date,
  lateWindowMs: number,
): Promise<StoredAlarm[]> {
  if (alarms.length === 0) return [];
  const keys = alarms.map((a) => alarmDedupeKey(deviceId, a.type, a.ts));
  // One round trip (this is on the SOS latency path): the insert, its fan-out job, and for repeats the id stored
  // before. The outer SELECT sees the table as it was before the statement: new rows come from `ins`, old ones
  // from `alarm`.
  const rows = await exec.query<{
    id: string | null;
    dedupe_key: string;
    created: boolean;
    late_by_s: number | null;
    outbox_id: string | null;
  }>(
    `WITH input AS (
       SELECT * FROM unnest($4::alarm_type[], $5::timestamptz[], $6::float8[], $7::float8[], $8::text[])
         AS t(type, ts, lat, lng, key)
     ),
     ins AS (
       INSERT INTO alarm (id, senior_id, device_id, type, status, occurred_at, received_at, late_by_s, lat, lng,
                          dedupe_key, created_at, updated_at)
       SELECT gen_random_uuid(), $1::uuid, $2::uuid, i.type, 'pending', i.ts, $3::timestamptz,
              CASE WHEN $3::timestamptz - i.ts > $10::float8 * interval '1 millisecond'
                   THEN floor(extract(epoch FROM $3::timestamptz - i.ts))::int END,
              i.lat, i.lng, i.key, $3::timestamptz, $3::timestamptz
       FROM input i
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id, dedupe_key, occurred_at, late_by_s
     ),
     jobs AS (
       INSERT INTO outbox (topic, payload)
       SELECT $9::text, jsonb_build_object('alarm_id', ins.id::text, 'reason', 'raised')
       FROM ins
       ORDER BY ins.occurred_at
       RETURNING id, payload->>'alarm_id' AS alarm_id
     )
     SELECT DISTINCT ON (i.key) i.key AS dedupe_key, COALESCE(ins.id, a.id)::text AS id, ins.id IS NOT NULL AS created,
            CASE WHEN ins.id IS NOT NULL THEN ins.late_by_s ELSE a.late_by_s END AS late_by_s,
            jobs.id::text AS outbox_id
     FROM input i
     LEFT JOIN ins ON ins.dedupe_key = i.key
     LEFT JOIN alarm a ON a.dedupe_key = i.key
     LEFT JOIN jobs ON jobs.alarm_id = ins.id::text`,
    [
      seniorId,
      deviceId,
      receivedAt.toISOString(),
      alarms.map((a) => a.type),
      alarms.map((a) => a.ts.toISOString()),
      alarms.map((a) => a.lat),
      alarms.map((a) => a.lng),
      keys,
      QUEUES.alarmFanout,
      lateWindowMs,
    ],
  );
  const byKey = new Map(rows.map((r) => [r.dedupe_key, r]));
  // A repeat whose first copy was committed by a concurrent upload while this statement waited on it is not in
  // the statement's snapshot: look it up again (rare; a retrying watch).
  const missing = rows.filter((r) => r.id === null).map((r) => r.dedupe_key);
  if (missing.length > 0) {
    const found = await exec.query<{ id: string; dedupe_key: string; late_by_s: number | null }>(
      `SELECT id::text AS id, dedupe_key, late_by_s FROM alarm WHERE dedupe_key = ANY($1::text[])`,
      [missing],
    );
    for (const f of found) byKey.set(f.dedupe_key, { ...f, created: false, outbox_id: null });
  }
  const seen = new Set<string>();
  const out: StoredAlarm[] = [];
  alarms.forEach((a, i) => {
    const key = keys[i] as string;
    if (seen.has(key)) return; // the same alarm twice in one upload
    seen.add(key);
    const row = byKey.get(key);
    if (!row?.id) throw new Error(`alarm ${key} was neither inserted nor found`);
    out.push({
      id: row.id,
      type: a.type,
      occurredAt: a.ts,
      created: row.created,
      lateByS: row.late_by_s,
      outboxId: row.outbox_id === null ? null : BigInt(row.outbox_id),
    });
  });
  return out;
}

export interface SleepSessionRow extends SleepSessionInput {
  seniorId: string;
  deviceId: string;
}

/** A night re-sent by the mat is stored once ((senior, start) is the key); the first upload wins. */
export async function insertSleepSessions(exec: SqlExecutor, rows: readonly SleepSessionRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const [r] = await exec.query<{ n: number }>(
    `WITH ins AS (
       INSERT INTO sleep_session (id, senior_id, device_id, start, "end", timezone, score, total_sleep_seconds,
                                  time_in_bed_seconds, latency_seconds, interruptions, time_to_get_up_seconds,
                                  avg_heart_rate, created_at, updated_at)
       SELECT gen_random_uuid(), t.*, now(), now()
       FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::int[], $7::int[],
                   $8::int[], $9::int[], $10::int[], $11::int[], $12::float8[]) AS t
       ON CONFLICT (senior_id, start) DO NOTHING
       RETURNING 1)
     SELECT count(*)::int AS n FROM ins`,
    [
      rows.map((r) => r.seniorId),
      rows.map((r) => r.deviceId),
      rows.map((r) => r.start.toISOString()),
      rows.map((r) => r.end.toISOString()),
      rows.map((r) => r.timezone),
      rows.map((r) => r.score),
      rows.map((r) => r.totalSleepSeconds),
      rows.map((r) => r.timeInBedSeconds),
      rows.map((r) => r.latencySeconds),
      rows.map((r) => r.interruptions),
      rows.map((r) => r.timeToGetUpSeconds),
      rows.map((r) => r.avgHeartRate),
    ],
  );
  return r?.n ?? 0;
}

export interface DeviceStateRow {
  deviceId: string;
  lastIngestionAt: Date;
  /** null keeps the stored value. */
  online: boolean | null;
  battery: number | null;
  lastSessionAt: Date | null;
}

/** Times only move forward (GREATEST), so a late upload never makes a device look older. */
export async function updateDeviceStates(exec: SqlExecutor, rows: readonly DeviceStateRow[]): Promise<void> {
  if (rows.length === 0) return;
  await exec.query(
    `UPDATE device d SET
       last_ingestion_at = GREATEST(d.last_ingestion_at, u.last_ingestion_at),
       online = COALESCE(u.online, d.online),
       battery = COALESCE(u.battery, d.battery),
       last_session_at = GREATEST(d.last_session_at, u.last_session_at),
       updated_at = now()
     FROM unnest($1::uuid[], $2::timestamptz[], $3::bool[], $4::int[], $5::timestamptz[])
       AS u(id, last_ingestion_at, online, battery, last_session_at)
     WHERE d.id = u.id
     RETURNING 1`,
    [
      rows.map((r) => r.deviceId),
      rows.map((r) => r.lastIngestionAt.toISOString()),
      rows.map((r) => r.online),
      rows.map((r) => r.battery),
      rows.map((r) => r.lastSessionAt?.toISOString() ?? null),
    ],
  );
}
