import { QUEUES } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";

/** Deterministic, so the fanout, its retries and the sweeper can all ask for the same round: BullMQ keeps one. */
export const escalationJobId = (alarmId: string, level: number): string => `alarm-escalation-${alarmId}-${level}`;

/**
 * After a pending state has been announced, the next round is due ALARM_ESCALATION_S after that announcement.
 * Safe to call any number of times (same job id); does nothing once the alarm is taken or closed. There is no cap:
 * an SOS nobody has taken keeps coming back, one level higher each round, until somebody takes it.
 */
export async function ensureNextEscalation(deps: WorkerDeps, alarmId: string): Promise<void> {
  const alarm = await deps.prisma.alarm.findUnique({
    where: { id: alarmId },
    select: { status: true, escalationLevel: true, lastPublishedAt: true },
  });
  if (!alarm || alarm.status !== "pending" || !alarm.lastPublishedAt) return;
  const level = alarm.escalationLevel + 1;
  const dueAt = alarm.lastPublishedAt.getTime() + deps.config.ALARM_ESCALATION_S * 1000;
  await deps.queues[QUEUES.alarmEscalation].add(
    QUEUES.alarmEscalation,
    { alarm_id: alarmId, level },
    { jobId: escalationJobId(alarmId, level), delay: Math.max(0, dueAt - Date.now()) },
  );
}
