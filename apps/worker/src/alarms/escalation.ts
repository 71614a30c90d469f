import type { JobsOptions } from "bullmq";
import { QUEUES } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";

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
export type Rearmed = "queued" | "retried" | "promoted" | "left";

/**
 * Runs now the round `level` of a pending alarm whose round is overdue (the alarm sweeper found it so in the
 * database), whatever became of the round's job:
 * - none (Redis lost it, or the fanout died before scheduling it): queued;
 * - failed (its retries ran out while the database or Redis was away): retried from its first attempt. A plain add
 *   would not do: BullMQ keeps the failed job a week under the same id and ignores an add of that id;
 * - completed (its run found the alarm elsewhere, yet the alarm is still pending at the level before): run again;
 * - delayed (waiting out a retry's backoff): promoted, so it runs as soon as the database is back;
 * - waiting or active: left to run.
 * A repeat is harmless: the escalation's compare-and-set on (status, escalation_level) moves the alarm once.
 */
export async function rearmEscalation(deps: WorkerDeps, alarmId: string, level: number): Promise<Rearmed> {
  const queue = deps.queues[QUEUES.alarmEscalation];
  const jobId = escalationJobId(alarmId, level);
  const job = await queue.getJob(jobId);
  const state = job ? await job.getState() : "unknown";
  try {
    if (job && (state === "failed" || state === "completed")) {
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
      return "retried";
    }
    if (job && state === "delayed") {
      await job.promote();
      return "promoted";
    }
  } catch (err) {
    // The job moved between the look and the move (a retry's backoff ran out, another sweep got there first): it
    // is running or about to, which is what was wanted.
    deps.log.debug({ err, jobId, state }, "escalation round moved on by itself");
    return "left";
  }
  if (state !== "unknown") return "left";
  await queue.add(QUEUES.alarmEscalation, { alarm_id: alarmId, level }, { ...ESCALATION_JOB_OPTIONS, jobId });
  return "queued";
}
