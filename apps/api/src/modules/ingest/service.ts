// Ingestion service: vendor payload → normalized batch → checks → one transaction (rows, rollups, alarms, device
// state, outbox jobs) on the ingest pool → jobs enqueued after the commit. A 2xx therefore means the data is durable.
import {
  INGEST_MAX_READINGS,
  type HubHeartbeat,
  type IngestResult,
  type ScaleUpload,
  type SleepUpload,
  type WatchUpload,
} from "@care/contracts";
import { ensureReadingPartitions, type PrismaClient, type SqlPool } from "@care/db";
import type { Config } from "@care/infra";
import {
  checkBatch,
  emptyBatch,
  KIND_DEVICE_TYPES,
  normalizeScale,
  normalizeSleep,
  normalizeWatch,
  oversize,
  refusal,
  storeBatch,
  type BatchRefusal,
  type DeviceContext,
  type IngestKind,
  type Normalized,
} from "@care/ingest";
import { AppError, badRequest, forbidden } from "../../errors.js";
import type { JobEnqueuer } from "./enqueue-jobs.js";

export interface IngestDeps {
  prisma: PrismaClient;
  config: Pick<Config, "LATE_READING_WINDOW_S" | "INGEST_REPLAY_WINDOW_S">;
  /** The ingest path's own pg pool (@care/db createSqlPool: no Prisma on this path). */
  db: SqlPool;
  /** Enqueues the jobs the committed transaction wrote to the outbox (see enqueue-jobs.ts). */
  enqueue: JobEnqueuer;
}

export interface IngestService {
  ingestWatch(device: DeviceContext, body: WatchUpload): Promise<IngestResult>;
  ingestScale(device: DeviceContext, body: ScaleUpload): Promise<IngestResult>;
  ingestSleep(device: DeviceContext, body: SleepUpload): Promise<IngestResult>;
  heartbeat(device: DeviceContext, body: HubHeartbeat): Promise<IngestResult>;
}

const MONTH_MS = 31 * 86_400_000;

export function createIngestService(deps: IngestDeps): IngestService {
  const lateWindowMs = deps.config.LATE_READING_WINDOW_S * 1000;
  const maxSkewMs = deps.config.INGEST_REPLAY_WINDOW_S * 1000;
  const ensuredMonths = new Set<string>();

  // Monthly partitions normally exist months ahead (migration + periodic job); this covers a fresh database or a
  // device replaying an old month. Outside the transaction: it is DDL, and rows would land in the default
  // partition anyway. Absurd device dates are left to the default partition rather than creating tables.
  async function ensurePartitions(normalized: Normalized, now: Date): Promise<void> {
    let min = Infinity;
    let max = -Infinity;
    for (const r of normalized.batch.readings) {
      const t = r.ts.getTime();
      if (t < min) min = t;
      if (t > max) max = t;
    }
    if (min > max) return;
    const lo = Math.max(min, now.getTime() - 24 * MONTH_MS);
    const hi = Math.min(max, now.getTime() + MONTH_MS);
    for (let d = new Date(lo); d.getTime() <= hi; d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1))) {
      const from = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
      const month = from.toISOString().slice(0, 7);
      if (ensuredMonths.has(month)) continue;
      await ensureReadingPartitions(deps.prisma, from, new Date(from.getTime() + 86_400_000));
      ensuredMonths.add(month);
    }
  }

  async function ingest(normalized: Normalized): Promise<IngestResult> {
    const receivedAt = new Date();
    const { batch } = normalized;
    const errors = [...normalized.errors, ...checkBatch(batch, receivedAt, maxSkewMs)];
    if (errors.length > 0) throw refused(refusal(errors));
    if (batch.readings.length > INGEST_MAX_READINGS) throw refused(oversize(batch.readings.length));
    await ensurePartitions(normalized, receivedAt);

    const { answer, jobs } = await deps.db.transact(async (query) => {
      const stored = await storeBatch({ query }, batch, { receivedAt, lateWindowMs });
      const answer: IngestResult = {
        device_id: batch.device.deviceId,
        senior_id: batch.device.seniorId,
        received: batch.readings.length,
        stored: stored.inserted,
        duplicates: batch.readings.length - stored.inserted,
        late: stored.late,
        location_events: stored.locationEvents,
        sleep_sessions: stored.sessions,
        alarms: stored.alarms.map((a) => ({ alarm_id: a.id, type: a.type, created: a.created, live: a.live })),
      };
      // The jobs (alarm fan-out, evaluation) were written by the insert statements themselves.
      return { answer, jobs: stored.jobs };
    });
    // Committed: enqueue now (if Redis is away, the worker's outbox relay sends them later).
    await deps.enqueue(jobs);
    return answer;
  }

  return {
    ingestWatch: (device, body) => {
      assertKind(device, "watch", body.imei, "body.imei");
      return ingest(normalizeWatch(device, body));
    },
    ingestScale: (device, body) => {
      assertKind(device, "scale", body.deviceid, "body.deviceid");
      return ingest(normalizeScale(device, body));
    },
    ingestSleep: (device, body) => {
      assertKind(device, "sleep", body.deviceid, "body.deviceid");
      return ingest(normalizeSleep(device, body));
    },
    heartbeat: (device, body) => {
      assertKind(device, "hub", body.serial, "body.serial");
      return ingest({ batch: emptyBatch(device), errors: [] });
    },
  };
}

/** A batch the pipeline refuses is a 400 naming the failing items (spec: nothing of it is stored). */
function refused(r: BatchRefusal): AppError {
  return new AppError("VALIDATION", r.message, { fields: r.fields });
}

/** The endpoint must match the device's type, and an identifier echoed in the body must match the signer. */
function assertKind(device: DeviceContext, kind: IngestKind, echoed: string | undefined, field: string): void {
  if (!KIND_DEVICE_TYPES[kind].includes(device.deviceType)) {
    throw forbidden(`A ${device.deviceType} device cannot post ${kind} data`);
  }
  if (echoed !== undefined && echoed.toLowerCase() !== device.uniqueIdentifier.toLowerCase()) {
    throw badRequest(`Invalid ${field}: does not match the signing device`, [
      { field, reason: "does not match x-device-id" },
    ]);
  }
}
