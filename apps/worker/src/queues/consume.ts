import { UnrecoverableError, Worker, type Job } from "bullmq";
import { QUEUE_PAYLOADS, type QueueName } from "@care/contracts";
import { bullConnection } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import { createCompletionRecorder } from "./outbox-completions.js";

/** The parsed payload type of a queue, from its contract schema. */
export type Payload<Q extends QueueName> = ReturnType<(typeof QUEUE_PAYLOADS)[Q]["parse"]>;

export interface Consumer {
  close(): Promise<void>;
}

/**
 * Starts consuming one queue. The payload is parsed with the queue's contract schema first: a payload that does
 * not parse can never succeed, so it fails at once (UnrecoverableError) instead of using up the retries.
 * Attempts and exponential backoff are the producers' DEFAULT_JOB_OPTIONS (packages/infra/src/queues.ts). The
 * outbox rows of completed jobs are marked completed (outbox-completions.ts).
 */
export function consume<Q extends QueueName>(
  deps: WorkerDeps,
  queue: Q,
  handle: (data: Payload<Q>, job: Job) => Promise<unknown>,
  opts: { concurrency: number },
): Consumer {
  const log = deps.log.child({ queue });
  const worker = new Worker(
    queue,
    async (job: Job) => {
      const parsed = QUEUE_PAYLOADS[queue].safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`invalid ${queue} payload: ${parsed.error.message}`);
      await handle(parsed.data as Payload<Q>, job);
    },
    {
      connection: bullConnection(deps.config.REDIS_URL),
      prefix: deps.config.QUEUE_PREFIX,
      concurrency: opts.concurrency,
      // A job whose process died is handed out again once its lock has run out (WORKER_STALLED_CHECK_MS).
      lockDuration: deps.config.WORKER_STALLED_CHECK_MS,
      stalledInterval: deps.config.WORKER_STALLED_CHECK_MS,
    },
  );
  // A job born in the outbox is done only now: its row is marked, so the outbox recovery leaves it alone.
  const completions = createCompletionRecorder(deps);
  worker.on("completed", (job) => completions.record(job.id));
  worker.on("failed", (job, err) =>
    log.warn({ err, jobId: job?.id, attempt: job?.attemptsMade }, "job failed; BullMQ retries it with backoff"),
  );
  // Redis going away surfaces here; ioredis reconnects by itself, so this is reported, not fatal.
  worker.on("error", (err) => log.warn({ err }, "queue connection error"));
  return {
    async close(): Promise<void> {
      await worker.close();
      await completions.close();
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in payloads are plain strings in the contracts; a non-uuid can never match a row, so it is not retried. */
export function requireUuid(id: string, what: string): string {
  if (!UUID.test(id)) throw new UnrecoverableError(`${what} is not a uuid: ${id}`);
  return id;
}
