// Stores one device's normalized batch inside the caller's transaction: readings (+ rollups), geofence events,
// alarms, sleep sessions and the device's state. Knows nothing of HTTP, so tests and the backfill reuse it.
import { QUEUES } from "@care/contracts";
import { classifyPositions, stateAfter, type LocationEventRow } from "./geofence.js";
import { insertReadingsWithJobs, type OutboxJob } from "./store-readings.js";
import {
  insertAlarms,
  insertLocationEvents,
  insertSleepSessions,
  previousLocationType,
  updateDeviceStates,
  type DeviceStateRow,
  type SqlExecutor,
  type StoredAlarm,
} from "./store.js";
import type { AlarmInput, NormalizedBatch } from "./types.js";

export interface StoreOptions {
  receivedAt: Date;
  /**
   * Readings older than this when received are late: stored and rolled up, but never alerted on. A late SOS / fall
   * is still an alarm: announced and escalated, marked with how late it was (StoredAlarm.lateByS).
   */
  lateWindowMs: number;
}

export interface StoredBatch {
  /** Readings newly stored (the rest were stored before). */
  inserted: number;
  /** How many of the inserted readings are late. */
  late: number;
  /** Alarm fan-out and evaluation jobs written to the outbox in the transaction; enqueue them after the commit. */
  jobs: OutboxJob[];
  locationEvents: number;
  sessions: number;
  /** `live`: received within the late window (lateByS null). Late or not, every new alarm is announced. */
  alarms: (StoredAlarm & { live: boolean })[];
}

export function isLate(ts: Date, receivedAt: Date, lateWindowMs: number): boolean {
  return receivedAt.getTime() - ts.getTime() > lateWindowMs;
}

/**
 * What an upload says about its device. Scales, mats and hubs are online by the upload itself; a watch reports
 * its connectivity with status events. A late status or battery value is history and does not overwrite the
 * current state.
 */
export function deviceStateOf(batch: NormalizedBatch, opts: StoreOptions): DeviceStateRow {
  const fresh = <T>(v: { value: T; ts: Date } | null): T | null =>
    v && !isLate(v.ts, opts.receivedAt, opts.lateWindowMs) ? v.value : null;
  const isWatch = batch.device.deviceType === "watch" || batch.device.deviceType === "techuva_watch";
  const ends = batch.sessions.map((s) => s.end.getTime());
  return {
    deviceId: batch.device.deviceId,
    lastIngestionAt: opts.receivedAt,
    online: isWatch ? fresh(batch.online) : true,
    battery: fresh(batch.battery),
    lastSessionAt: ends.length > 0 ? new Date(Math.max(...ends)) : null,
  };
}

export async function storeBatch(exec: SqlExecutor, batch: NormalizedBatch, opts: StoreOptions): Promise<StoredBatch> {
  const { seniorId, deviceId } = batch.device;
  const readings = await insertReadingsWithJobs(
    exec,
    batch.readings.map((r) => ({ seniorId, deviceId, metric: r.metric, ts: r.ts, value: r.value })),
    opts.receivedAt,
    opts.lateWindowMs,
  );

  let geofenced: LocationEventRow[] = [];
  if (batch.locations.length > 0) {
    const first = new Date(Math.min(...batch.locations.map((l) => l.ts.getTime())));
    const previous = await previousLocationType(exec, seniorId, first);
    geofenced = classifyPositions(batch.locations, batch.device.home, stateAfter(previous?.alarm_type)).events;
  }
  const locationEvents = await insertLocationEvents(
    exec,
    geofenced.map((e) => ({ ...e, seniorId, deviceId })),
  );

  const positioned: AlarmInput[] = [];
  for (const a of batch.alarms) positioned.push(await withPosition(exec, a, batch));
  const alarms = await insertAlarms(exec, seniorId, deviceId, positioned, opts.receivedAt, opts.lateWindowMs);
  const sessions = await insertSleepSessions(
    exec,
    batch.sessions.map((s) => ({ ...s, seniorId, deviceId })),
  );
  await updateDeviceStates(exec, [deviceStateOf(batch, opts)]);
  // Alarm jobs first: after the commit they are enqueued in this order, and an SOS must not wait for evaluation.
  const alarmJobs = alarms.flatMap((a): OutboxJob[] =>
    a.outboxId === null
      ? []
      : [{ outboxId: a.outboxId, queue: QUEUES.alarmFanout, payload: { alarm_id: a.id, reason: "raised" } }],
  );
  return {
    ...readings,
    jobs: [...alarmJobs, ...readings.jobs],
    locationEvents,
    sessions,
    alarms: alarms.map((a) => ({ ...a, live: a.lateByS === null })),
  };
}

/** An alarm without a fix gets the last position known before it (the 'last location' staff see). */
async function withPosition(exec: SqlExecutor, alarm: AlarmInput, batch: NormalizedBatch): Promise<AlarmInput> {
  if (alarm.lat !== null && alarm.lng !== null) return alarm;
  const before = batch.locations
    .filter((l) => l.ts.getTime() <= alarm.ts.getTime())
    .sort((a, b) => b.ts.getTime() - a.ts.getTime())[0];
  const fix = before ?? (await previousLocationType(exec, batch.device.seniorId, new Date(alarm.ts.getTime() + 1)));
  return fix ? { ...alarm, lat: fix.lat, lng: fix.lng } : alarm;
}
