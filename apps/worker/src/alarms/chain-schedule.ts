import type { JobsOptions } from "bullmq";
import { QUEUES, type AlarmChainJob } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";
import { chainSteps } from "./chain-steps.js";
import { alarmWatchers } from "./presence.js";
import { rearmJob, type Rearmed } from "./rearm-job.js";

/** Deterministic, so the fanout, the step before and the sweeper can all ask for the same step: BullMQ keeps one. */
export const chainJobId = (alarmId: string, step: number): string => `alarm-chain-${alarmId}-${step}`;

/**
 * A step's deliveries are retried after 1, 2, 4, 8 s… (a webhook answering 500, an SMTP server away); after the
 * last try the step counts as settled (failed) and the chain goes on to the next step (processAlarmChain).
 */
export const CHAIN_JOB_OPTIONS = {
  attempts: 6,
  backoff: { type: "exponential", delay: 1000 },
} as const satisfies JobsOptions;

/** Has the chain of this alarm begun (any delivery recorded)? Its first step always records at least one row. */
async function chainStarted(deps: WorkerDeps, alarmId: string): Promise<boolean> {
  return (await deps.prisma.alarmNotification.count({ where: { alarmId }, take: 1 })) > 0;
}

/**
 * Called after every announcement of an alarm: arms the chain's first step, due ALARM_CHAIN_AFTER_S after the alarm
 * was received, or right away when nobody responsible is connected to the portal (the alarm presence channel is
 * empty). Safe to call any number of times (one job id); nothing for an alarm that is not pending or whose chain
 * has begun. A chain armed to wait while someone was watching is brought forward by the sweeper once nobody is
 * (rearmAlarmChain).
 */
export async function ensureAlarmChain(deps: WorkerDeps, alarmId: string): Promise<void> {
  const alarm = await deps.prisma.alarm.findUnique({
    where: { id: alarmId },
    select: { status: true, receivedAt: true },
  });
  if (!alarm || alarm.status !== "pending" || (await chainStarted(deps, alarmId))) return;
  const queue = deps.queues[QUEUES.alarmChain];
  if (await queue.getJob(chainJobId(alarmId, 0))) return;
  const watchers = await alarmWatchers(deps);
  const dueIn = alarm.receivedAt.getTime() + deps.config.ALARM_CHAIN_AFTER_S * 1000 - Date.now();
  const reason: AlarmChainJob["reason"] = watchers.length === 0 ? "nobody_watching" : "timeout";
  const delay = reason === "nobody_watching" ? 0 : Math.max(0, dueIn);
  deps.log.debug({ alarmId, watchers: watchers.length, delay }, "alarm chain armed");
  await queue.add(
    QUEUES.alarmChain,
    { alarm_id: alarmId, step: 0, reason },
    { ...CHAIN_JOB_OPTIONS, jobId: chainJobId(alarmId, 0), delay },
  );
}

/** Queues the step after `job.step`, if the chain has one. */
export async function queueNextStep(deps: WorkerDeps, job: AlarmChainJob): Promise<void> {
  const next = job.step + 1;
  if (next >= chainSteps(deps.config).length) return;
  await deps.queues[QUEUES.alarmChain].add(
    QUEUES.alarmChain,
    { ...job, step: next },
    { ...CHAIN_JOB_OPTIONS, jobId: chainJobId(job.alarm_id, next) },
  );
}

/** What rearmAlarmChain did. */
export type ChainRearmed = Rearmed;

/**
 * Starts now the chain of a pending alarm whose chain is due (the sweeper found it overdue in the database, or
 * nobody is watching) and has not begun, whatever became of its first step's job (rearmJob; a delayed one was armed
 * to wait while someone was watching). A repeat is harmless: a step never sends twice to a target it reached.
 */
export async function rearmAlarmChain(
  deps: WorkerDeps,
  alarmId: string,
  reason: AlarmChainJob["reason"],
): Promise<ChainRearmed> {
  const queue = deps.queues[QUEUES.alarmChain];
  const jobId = chainJobId(alarmId, 0);
  return rearmJob(deps, queue, jobId, {
    what: "alarm chain",
    // Its payload says why the chain started; a wait cut short because nobody is watching says so.
    beforePromote: (job) => job.updateData({ ...(job.data as AlarmChainJob), reason }),
    add: () => queue.add(QUEUES.alarmChain, { alarm_id: alarmId, step: 0, reason }, { ...CHAIN_JOB_OPTIONS, jobId }),
  });
}
