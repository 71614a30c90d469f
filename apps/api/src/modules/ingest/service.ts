// Ingestion service: vendor payload → normalized batch → checks → one transaction (rows, rollups, alarms, device
// state, outbox jobs) → jobs enqueued after the commit. A 2xx therefore means the data is durable.
import {
  INGEST_MAX_READINGS,
  QUEUES,
  type EvaluateReadingsJob,
  type HubHeartbeat,
  type IngestResult,
  type ScaleUpload,
  type SleepUpload,
  type WatchUpload,
} from "@care/contracts";
import { ensureReadingPartitions, type Prisma, type PrismaClient } from "@care/db";
import type { Config, OutboxMessage } from "@care/infra";
import { badRequest, forbidden } from "../../errors.js";
import { checkBatch, oversize, refusal } from "./checks.js";
import { normalizeWatch } from "./normalize-watch.js";
import { normalizeScale, normalizeSleep } from "./normalize-withings.js";
import { isLate, storeBatch, type StoredBatch } from "./pipeline.js";
import { prismaExecutor } from "./store.js";
import { emptyBatch, KIND_DEVICE_TYPES, type DeviceContext, type IngestKind, type Normalized } from "./types.js";

type TransactWithJobs = <T>(
  work: (tx: Prisma.TransactionClient) => Promise<{ result: T; jobs: OutboxMessage[] }>,
) => Promise<T>;

export interface IngestDeps {
  prisma: PrismaClient;
  config: Pick<Config, "LATE_READING_WINDOW_S" | "INGEST_REPLAY_WINDOW_S">;
  transactWithJobs: TransactWithJobs;
}

export interface IngestService {
  ingestWatch(device: DeviceContext, body: WatchUpload): Promise<IngestResult>;
  ingestScale(device: DeviceContext, body: ScaleUpload): Promise<IngestResult>;
  ingestSleep(device: DeviceContext, body: SleepUpload): Promise<IngestResult>;
  heartbeat(device: DeviceContext, body: HubHeartbeat): Promise<IngestResult>;
}

const MONTH_MS = 31 * 86_400_000;

/** Evaluation jobs for the inserted readings, split by lateness (minute sleep phases are not vitals). */
export function evaluationJobs(
  device: DeviceContext,
  stored: StoredBatch,
  receivedAt: Date,
  lateWindowMs: number,
): OutboxMessage[] {
  const jobs: OutboxMessage[] = [];
  for (const late of [false, true]) {
    const readings = stored.inserted
      .filter((r) => r.metric !== "sleep_phase" && isLate(r.ts, receivedAt, lateWindowMs) === late)
      .map((r) => ({ metric: r.metric, ts: r.ts.toISOString(), value: r.value }));
    for (let i = 0; i < readings.length; i += INGEST_MAX_READINGS) {
      const payload: EvaluateReadingsJob = {
        senior_id: device.seniorId,
        device_id: device.deviceId,
        late,
        readings: readings.slice(i, i + INGEST_MAX_READINGS),
      };
      jobs.push({ queue: QUEUES.evaluateReadings, payload });
    }
  }
  return jobs;
}

export function createIngestService(deps: IngestDeps): IngestService {
  const lateWindowMs = deps.config.LATE_READING_WINDOW_S * 1000;
  const maxSkewMs = deps.config.INGEST_REPLAY_WINDOW_S * 1000;
  const ensuredMonths = new Set<string>();

  // Monthly partitions normally exist months ahead (migration + periodic job); this covers a fresh database or a
  // device replaying an old month. Outside the transaction: it is DDL, and rows would land in the default
  // partition anyway. Absurd device dates are left to the default partition rather than creating tables.
  async function ensurePartitions(normalized: Normalized, now: Date): Promise<void> {
    const months = new Set<string>();
    for (const r of normalized.batch.readings) {
      if (Math.abs(r.ts.getTime() - now.getTime()) < 24 * MONTH_MS) months.add(r.ts.toISOString().slice(0, 7));
    }
    for (const month of months) {
      if (ensuredMonths.has(month)) continue;
      const from = new Date(`${month}-01T00:00:00Z`);
      await ensureReadingPartitions(deps.prisma, from, new Date(from.getTime() + 86_400_000));
      ensuredMonths.add(month);
    }
  }

  async function ingest(normalized: Normalized): Promise<IngestResult> {
    const receivedAt = new Date();
    const { batch } = normalized;
    const errors = [...normalized.errors, ...checkBatch(batch, receivedAt, maxSkewMs)];
    if (errors.length > 0) throw refusal(errors);
    if (batch.readings.length > INGEST_MAX_READINGS) throw oversize(batch.readings.length);
    await ensurePartitions(normalized, receivedAt);

    return deps.transactWithJobs(async (tx) => {
      const stored = await storeBatch(prismaExecutor(tx), batch, { receivedAt, lateWindowMs });
      const jobs = evaluationJobs(batch.device, stored, receivedAt, lateWindowMs);
      // A late SOS/fall is kept as a pending alarm for the record and the alarm list, but is not pushed live.
      for (const alarm of stored.alarms) {
        if (alarm.created && alarm.live)
          jobs.push({ queue: QUEUES.alarmFanout, payload: { alarm_id: alarm.id, reason: "raised" } });
      }
      const result: IngestResult = {
        device_id: batch.device.deviceId,
        senior_id: batch.device.seniorId,
        received: batch.readings.length,
        stored: stored.inserted.length,
        duplicates: batch.readings.length - stored.inserted.length,
        late: stored.late,
        location_events: stored.locationEvents,
        sleep_sessions: stored.sessions,
        alarms: stored.alarms.map((a) => ({ alarm_id: a.id, type: a.type, created: a.created, live: a.live })),
      };
      return { result, jobs };
    });
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
