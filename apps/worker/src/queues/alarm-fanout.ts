import { QUEUES, type AlarmEvent, type AlarmFanoutJob } from "@care/contracts";
import { ensureAlarmChain } from "../alarms/chain-schedule.js";
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
  // …and the chain that takes it outside the portal if nobody takes it in time (or nobody is watching).
  await ensureAlarmChain(deps, alarmId);
  return event;
}

export const alarmFanout: QueueProcessor = {
  name: QUEUES.alarmFanout,
  async init(deps) {
    // An SOS must not wait for a database connection behind a backlog of readings: the publication runs on the
    // alarm path's own pool (deps.alarmDb), and, like every queue, on its own BullMQ worker and Redis connection.
    return consume(deps, QUEUES.alarmFanout, (data) => processAlarmFanout(deps, data), { concurrency: 8 });
  },
};
