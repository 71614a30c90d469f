import type { Job, Queue } from "bullmq";
import type { WorkerDeps } from "../deps.js";

/** What a re-arm did to a job that is overdue by the database's account. */
export type Rearmed = "queued" | "retried" | "promoted" | "left";

export interface RearmSteps {
  /** Called on a delayed job before it is promoted (e.g. to say in its payload why it runs early). */
  beforePromote?: (job: Job) => Promise<void>;
  /** Adds the job anew when Redis has no job of that id. */
  add: () => Promise<unknown>;
  /** Says in the debug log what moved on by itself. */
  what: string;
}

/**
 * Runs now the job `jobId`, which the database says is overdue, whatever became of it:
 * - none (Redis lost it, or the process that was to add it died): added;
 * - failed (its retries ran out while the database or Redis was away) or completed: retried from its first attempt.
 *   A plain add would not do: BullMQ keeps the job under its id (a failed one for a week) and ignores an add of it;
 * - delayed (a retry's backoff, or a wait): promoted, so it runs at once;
 * - waiting or active: left to run.
 * Shared by the escalation rounds and the alarm chain, whose jobs are idempotent (a repeat changes nothing).
 */
export async function rearmJob(
  deps: Pick<WorkerDeps, "log">,
  queue: Queue,
  jobId: string,
  steps: RearmSteps,
): Promise<Rearmed> {
  const job = await queue.getJob(jobId);
  const state = job ? await job.getState() : "unknown";
  try {
    if (job && (state === "failed" || state === "completed")) {
      await job.retry(state, { resetAttemptsMade: true, resetAttemptsStarted: true });
      return "retried";
    }
    if (job && state === "delayed") {
      await steps.beforePromote?.(job);
      await job.promote();
      return "promoted";
    }
  } catch (err) {
    // The job moved between the look and the move (its delay ran out, another sweep got there first): it is
    // running or about to, which is what was wanted.
    deps.log.debug({ err, jobId, state }, `${steps.what} moved on by itself`);
    return "left";
  }
  if (state !== "unknown") return "left";
  await steps.add();
  return "queued";
}
