import { Queue, type JobsOptions } from "bullmq";
import { QUEUES, type QueueName } from "@care/contracts";
import { bullConnection } from "./redis.js";

/**
 * Retries with exponential backoff for every job; completed jobs are dropped (the database is the record),
 * failed ones kept for a week for inspection.
 */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: "exponential", delay: 500 },
  removeOnComplete: { age: 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export type Queues = Record<QueueName, Queue> & { close(): Promise<void> };

/** One producer per queue, sharing the key prefix so tests and environments never see each other's jobs. */
export function createQueues(redisUrl: string, prefix: string, onError: (err: Error) => void = () => {}): Queues {
  const connection = bullConnection(redisUrl);
  const entries = Object.values(QUEUES).map(
    (name) => [name, new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS })] as const,
  );
  // A producer must survive Redis going away: errors are reported, and the outbox covers the lost enqueues.
  for (const [, q] of entries) q.on("error", onError);
  const map = Object.fromEntries(entries) as Record<QueueName, Queue>;
  return Object.assign(map, {
    async close(): Promise<void> {
      // A queue closed while its connection is still starting leaves that start-up's commands to reject with
      // nobody listening; wait (briefly, Redis may be away) for it to be ready first.
      await Promise.all(
        entries.map(async ([, q]) => {
          await Promise.race([q.waitUntilReady().catch(() => undefined), new Promise((r) => setTimeout(r, 2000))]);
          await q.close();
        }),
      );
    },
  });
}
