import type { JobsOptions } from "bullmq";
import { QUEUES } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";
import { rearmJob, type Rearmed } from "./rearm-job.js";

/** Deterministic, so the fanout, its retries and the sweeper can all ask for the same round: BullMQ keeps one. */
export const escalationJobId = (alarmId: string, level: number): string => `alarm-escalation-${alarmId}-${level}`;

/**
 * A round whose database or Redis is away is retried after 1, 2, 4 and 8 s (about 15 s in all) and then fails.
 * Shorter than the other queues' minute of retries on purpose: past these the alarm sweeper re-arms the round
 * (rearmEscalation) within its 2 s tick of the database answering again, so a longer backoff would only hold back a
 * round the database could already serve.
 */
export const ESCALATION_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: "exponential", delay: 1000 },
} as const satisfies JobsOptions;

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
    { ...ESCALATION_JOB_OPTIONS, jobId: escalationJobId(alarmId, level), delay: Math.max(0, dueAt - Date.now()) },
  );
}

/** What rearmEscalation did with an overdue round's job. */
export type { Rearmed };

/**
 * Runs now the round `level` of a pending alarm whose round is overdue (the alarm sweeper found it so in the
 * database), whatever became of the round's job (rearmJob). A repeat is harmless: the escalation's compare-and-set
 * on (status, escalation_level) moves the alarm once.
 */
export async function rearmEscalation(deps: WorkerDeps, alarmId: string, level: number): Promise<Rearmed> {
  const queue = deps.queues[QUEUES.alarmEscalation];
  const jobId = escalationJobId(alarmId, level);
  return rearmJob(deps, queue, jobId, {
    what: "escalation round",
    add: () => queue.add(QUEUES.alarmEscalation, { alarm_id: alarmId, level }, { ...ESCALATION_JOB_OPTIONS, jobId }),
  });
}
