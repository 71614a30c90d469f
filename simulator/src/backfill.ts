// Backfill: N days of history for the fleet, written in-process through the API's own ingest pipeline (@care/ingest)
// (vendor payload → normalize → checks → the same multi-row SQL with rollups from the inserted rows), so it
// produces exactly the rows and rollups live ingestion would, but with batches of tens of thousands of rows
// instead of one HTTP request per device-minute.
import { NameAsTextClient } from "@care/db";
import {
  checkBatch,
  classifyPositions,
  insertLocationEvents,
  insertReadingsCount,
  insertSleepSessions,
  normalizeScale,
  normalizeSleep,
  normalizeWatch,
  stateAfter,
  updateDeviceStates,
  type DeviceStateRow,
  type GeofenceState,
  type LocationRow,
  type Normalized,
  type ReadingRow,
  type SleepSessionRow,
  type SqlExecutor,
} from "@care/ingest";
import { deviceContext, type SimSenior } from "./fleet.js";
import { generateDay, type Density } from "./model/generate.js";
import { createProfile } from "./model/profile.js";
import { DAY_MS, floorMinute, localDay } from "./time.js";

export interface BackfillOptions {
  databaseUrl: string;
  seed: number;
  /** Days of history before `until`. */
  days: number;
  /** End of the history (default: now, to the minute). */
  until?: Date;
  density: Density;
  /** Parallel database connections (generation runs on this thread while the others insert). */
  concurrency: number;
  /** Readings per transaction. */
  batchRows: number;
  signal: AbortSignal;
  onProgress: (seniorDays: number, readingsStored: number) => void;
}

export interface BackfillSummary {
  seniors: number;
  from: Date;
  to: Date;
  readingsGenerated: number;
  readingsStored: number;
  locationEvents: number;
  sleepSessions: number;
}

interface Pending {
  readings: ReadingRow[];
  locations: LocationRow[];
  sessions: SleepSessionRow[];
}

function pgExecutor(client: NameAsTextClient): SqlExecutor {
  return {
    query: async <T>(sql: string, params: unknown[]) => ((await client.query(sql, params)) as { rows: T[] }).rows,
  };
}

/** Every generated batch goes through the API's checks; a failure here is a simulator bug, not bad luck. */
function checked(n: Normalized, now: Date): Normalized["batch"] {
  const errors = [...n.errors, ...checkBatch(n.batch, now, 0)];
  if (errors.length > 0) throw new Error(`simulator generated an invalid batch: ${JSON.stringify(errors.slice(0, 3))}`);
  return n.batch;
}

export async function runBackfill(fleet: SimSenior[], opts: BackfillOptions): Promise<BackfillSummary> {
  const to = opts.until ?? new Date(floorMinute(Date.now()));
  const from = new Date(to.getTime() - opts.days * DAY_MS);
  const summary: BackfillSummary = {
    seniors: fleet.length,
    from,
    to,
    readingsGenerated: 0,
    readingsStored: 0,
    locationEvents: 0,
    sleepSessions: 0,
  };
  const clients = Array.from({ length: Math.max(1, opts.concurrency) }, () => new NameAsTextClient(opts.databaseUrl));
  // Sorting and aggregating 40,000-row batches spills to disk with the default 4 MB of work_mem.
  await Promise.all(clients.map(async (c) => (await c.connect(), await c.query("SET work_mem = '64MB'"))));
  const admin = clients[0] as NameAsTextClient;
  try {
    await admin.query("SELECT ensure_reading_partitions($1::timestamptz, $2::timestamptz)", [from, to]);
    const rows = await pgExecutor(admin).query<{ senior_id: string; alarm_type: "enter" | "exit" | "update" }>(
      `SELECT DISTINCT ON (senior_id) senior_id, alarm_type FROM location_event
       WHERE senior_id = ANY($1::uuid[]) AND ts < $2 ORDER BY senior_id, ts DESC`,
      [fleet.map((s) => s.seniorId), from],
    );
    const geofence = new Map<string, GeofenceState>(rows.map((r) => [r.senior_id, stateAfter(r.alarm_type)]));
    const deviceStates = new Map<string, DeviceStateRow>();
    let seniorDays = 0;
    let next = 0;

    const worker = async (client: NameAsTextClient): Promise<void> => {
      const exec = pgExecutor(client);
      let pending: Pending = { readings: [], locations: [], sessions: [] };
      const store = async (): Promise<void> => {
        const batch = pending;
        pending = { readings: [], locations: [], sessions: [] };
        await client.query("BEGIN");
        try {
          // received_at = NULL: each row counts as received at its own time (history, not a late upload).
          // (Awaited first, then added: `x += await f()` would read x before the await and lose the other
          // worker's additions.)
          const readings = await insertReadingsCount(exec, batch.readings, null);
          const locations = await insertLocationEvents(exec, batch.locations);
          const sessions = await insertSleepSessions(exec, batch.sessions);
          await client.query("COMMIT");
          summary.readingsStored += readings;
          summary.locationEvents += locations;
          summary.sleepSessions += sessions;
        } catch (err) {
          await client.query("ROLLBACK");
          throw err;
        }
      };
      while (next < fleet.length && !opts.signal.aborted) {
        const senior = fleet[next++] as SimSenior;
        const profile = createProfile(opts.seed, senior);
        let inside = geofence.get(senior.seniorId) ?? null;
        for (
          let day = localDay(senior.timezone, from.getTime());
          day <= localDay(senior.timezone, to.getTime());
          day++
        ) {
          const gen = generateDay(profile, day, opts.density);
          const within = <T extends { t: number }>(list: T[]): T[] =>
            list.filter((x) => x.t >= from.getTime() && x.t <= to.getTime());
          const parts: {
            device: keyof SimSenior["devices"];
            n: (c: ReturnType<typeof deviceContext>) => Normalized;
          }[] = [
            { device: "watch", n: (c) => normalizeWatch(c, { events: within(gen.watch).map((x) => x.item) }) },
            { device: "scale", n: (c) => normalizeScale(c, { measuregrps: within(gen.scale).map((x) => x.item) }) },
            { device: "sleep", n: (c) => normalizeSleep(c, { series: within(gen.sleep).map((x) => x.item) }) },
          ];
          for (const part of parts) {
            const device = senior.devices[part.device];
            if (!device) continue;
            const batch = checked(part.n(deviceContext(senior, device)), to);
            const base = { seniorId: senior.seniorId, deviceId: device.id };
            for (const r of batch.readings)
              pending.readings.push({ ...base, metric: r.metric, ts: r.ts, value: r.value });
            const geo = classifyPositions(batch.locations, senior.home, inside);
            inside = geo.after;
            for (const e of geo.events) pending.locations.push({ ...base, ...e });
            for (const s of batch.sessions) pending.sessions.push({ ...base, ...s });
            summary.readingsGenerated += batch.readings.length;
            trackState(deviceStates, device.id, batch.readings, batch.battery?.value ?? null, batch.sessions);
          }
          seniorDays++;
          if (pending.readings.length >= opts.batchRows) await store();
          opts.onProgress(seniorDays, summary.readingsStored);
        }
      }
      await store();
    };
    await Promise.all(clients.map((c) => worker(c)));
    // Hubs send no data, only heartbeats: they were connected throughout.
    for (const senior of fleet) {
      const hub = senior.devices.hub;
      if (hub)
        deviceStates.set(hub.id, {
          deviceId: hub.id,
          lastIngestionAt: to,
          online: true,
          battery: null,
          lastSessionAt: null,
        });
    }
    await updateDeviceStates(pgExecutor(admin), [...deviceStates.values()]);
    opts.onProgress(seniorDays, summary.readingsStored);
    return summary;
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}

/** A device's state after the backfill: online, last data time, last battery level and last night. */
function trackState(
  states: Map<string, DeviceStateRow>,
  deviceId: string,
  readings: { ts: Date }[],
  battery: number | null,
  sessions: { end: Date }[],
): void {
  const s = states.get(deviceId) ?? {
    deviceId,
    lastIngestionAt: new Date(0),
    online: true,
    battery: null,
    lastSessionAt: null,
  };
  for (const r of readings) if (r.ts > s.lastIngestionAt) s.lastIngestionAt = r.ts;
  if (battery !== null) s.battery = battery;
  for (const x of sessions) if (!s.lastSessionAt || x.end > s.lastSessionAt) s.lastSessionAt = x.end;
  states.set(deviceId, s);
}
