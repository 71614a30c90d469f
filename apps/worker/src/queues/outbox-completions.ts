import { markOutboxCompleted, outboxIdOfJob } from "@care/infra";
import type { WorkerDeps } from "../deps.js";

/** Completions are written in one statement per this many milliseconds, not one per job. */
const FLUSH_MS = 250;

export interface CompletionRecorder {
  /** Notes a completed job; jobs that did not come from the outbox are ignored. */
  record(jobId: string | undefined): void;
  /** Writes what is pending and stops. */
  close(): Promise<void>;
}

/**
 * Marks the outbox rows of completed jobs (outbox.completed_at), batched. A row left unmarked (this process died
 * before a flush) is checked against BullMQ by the outbox recovery, which marks it or queues it again (harmless:
 * processors are idempotent). A failed write keeps its ids for the next flush.
 */
export function createCompletionRecorder(deps: Pick<WorkerDeps, "prisma" | "log">): CompletionRecorder {
  let pending: bigint[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    flushing = flushing.then(async () => {
      if (pending.length === 0) return;
      const ids = pending;
      pending = [];
      try {
        await markOutboxCompleted(deps.prisma, ids);
      } catch (err) {
        pending.push(...ids);
        deps.log.warn({ err, ids: ids.length }, "outbox completions not written; will retry");
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  return {
    record(jobId) {
      const id = outboxIdOfJob(jobId);
      if (id !== null) pending.push(id);
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
