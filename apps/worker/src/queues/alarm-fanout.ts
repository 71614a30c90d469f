import { QUEUES, type AlarmEvent, type AlarmFanoutJob } from "@care/contracts";
import { createPrisma } from "@care/db";
import { ensureNextEscalation } from "../alarms/escalation.js";
import { publishAlarmState } from "../alarms/publish-alarm.js";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { consume, requireUuid } from "./consume.js";

/**
 * alarm-fanout: announces an alarm on private-sos-fall-channel (`sos-fall-event`). Producers: ingest (raised),
 * PUT /api/supervision/update-alarms (assigned, closed), alarm-escalation (escalated) and the alarm sweeper.
 * Whatever the reason, what is published is the alarm's current state, once (see publishAlarmState); the reason is
 * kept for the logs. After a pending state is announced, the next escalation round is scheduled.
 */
export async function processAlarmFanout(deps: WorkerDeps, job: AlarmFanoutJob): Promise<AlarmEvent | null> {
  const alarmId = requireUuid(job.alarm_id, "alarm_id");
  const event = await publishAlarmState(deps, alarmId);
  if (event) deps.log.debug({ alarmId, reason: job.reason, status: event.alarm_status }, "alarm published");
  // Also on a retry that found the state already published: the first attempt may have died before this line.
  await ensureNextEscalation(deps, alarmId);
  return event;
}

/** Connections of the alarm path's own pool (each publication holds one while it calls soketi). */
const ALARM_POOL_MAX = 4;

export const alarmFanout: QueueProcessor = {
  name: QUEUES.alarmFanout,
  async init(deps) {
    // An SOS must not wait for a database connection behind a backlog of readings: the alarm path has a small pool
    // of its own (and, like every queue, its own BullMQ worker and Redis connection).
    const prisma = createPrisma(deps.config.DATABASE_URL, ALARM_POOL_MAX);
    const alarmDeps: WorkerDeps = { ...deps, prisma };
    const consumer = consume(deps, QUEUES.alarmFanout, (data) => processAlarmFanout(alarmDeps, data), {
      concurrency: ALARM_POOL_MAX * 2,
    });
    return {
      async close(): Promise<void> {
        await consumer.close();
        await prisma.$disconnect();
      },
    };
  },
};
