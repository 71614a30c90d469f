import { QUEUES, type AlarmEscalationJob } from "@care/contracts";
import { dispatchOutbox, writeOutbox } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { consume, requireUuid } from "./consume.js";

/**
 * alarm-escalation {alarm_id, level}: nobody took the alarm within ALARM_ESCALATION_S of its last announcement.
 * If it is still pending at level-1, move it to `level` and mark the state unannounced, with an alarm-fanout
 * (reason escalated) in the same transaction; the fanout re-publishes it and schedules the next round.
 * The compare-and-set on (status, escalation_level) makes a retried or duplicated round a no-op, and a taken or
 * closed alarm stops the chain. A round that cannot reach the database or Redis throws: BullMQ retries it
 * (ESCALATION_JOB_OPTIONS), and once those retries are spent the alarm sweeper runs it again when it finds the round
 * overdue (rearmEscalation), so an alarm nobody takes keeps escalating after any outage. Returns true when this call
 * escalated.
 */
export async function processAlarmEscalation(deps: WorkerDeps, job: AlarmEscalationJob): Promise<boolean> {
  const alarmId = requireUuid(job.alarm_id, "alarm_id");
  const ids = await deps.prisma.$transaction(async (tx) => {
    const moved = await tx.alarm.updateMany({
      where: { id: alarmId, status: "pending", escalationLevel: job.level - 1 },
      data: { escalationLevel: job.level, lastPublishedAt: null },
    });
    if (moved.count === 0) return [];
    return writeOutbox(tx, [{ queue: QUEUES.alarmFanout, payload: { alarm_id: alarmId, reason: "escalated" } }]);
  });
  await dispatchOutbox(deps.prisma, deps.queues, ids, (err) =>
    deps.log.warn({ err, alarmId }, "enqueue after escalation failed; the outbox relay will retry"),
  );
  return ids.length > 0;
}

export const alarmEscalation: QueueProcessor = {
  name: QUEUES.alarmEscalation,
  async init(deps) {
    return consume(deps, QUEUES.alarmEscalation, (data) => processAlarmEscalation(deps, data), { concurrency: 8 });
  },
};
