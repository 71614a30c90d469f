// After the commit: enqueue the jobs the ingest transaction wrote to the outbox. It follows the outbox protocol of
// @care/infra (jobId = outbox id, then the row is marked processed; on failure the row stays for the worker's
// relay). Payloads the API prepared itself are enqueued as they are, instead of reading ~300 KB of JSON back per
// upload as dispatchOutbox would; the others go through dispatchOutbox. Alarms go first: an SOS must not wait
// behind a batch's evaluation job.
import { QUEUES } from "@care/contracts";
import type { PrismaClient, SqlPool } from "@care/db";
import { dispatchOutbox, DISPATCH_TIMEOUT_MS, outboxJobId, type Queues } from "@care/infra";
import type { OutboxJob } from "@care/ingest";

export type JobEnqueuer = (jobs: OutboxJob[]) => Promise<void>;

export function createJobEnqueuer(
  db: SqlPool,
  prisma: PrismaClient,
  queues: Queues,
  onError: (err: unknown, ids: bigint[]) => void,
): JobEnqueuer {
  async function enqueueKnown(known: OutboxJob[]): Promise<void> {
    for (const job of known) {
      await queues[job.queue].add(job.queue, job.payload, { jobId: outboxJobId(job.outboxId) });
    }
    await db.query(`UPDATE outbox SET processed_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`, [
      known.map((j) => j.outboxId.toString()),
    ]);
  }

  return async (jobs) => {
    if (jobs.length === 0) return;
    const rank = (j: OutboxJob): number => (j.queue === QUEUES.alarmFanout ? 0 : 1);
    const known = jobs.filter((j) => j.payload !== null).sort((a, b) => rank(a) - rank(b));
    const others = jobs.filter((j) => j.payload === null).map((j) => j.outboxId);
    if (known.length > 0) {
      // With Redis away BullMQ's add() waits for a reconnection: the wait is bounded so that a request whose data
      // is committed still answers (a late add is deduplicated by its jobId; the relay covers the rest).
      const work = enqueueKnown(known);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">(
        (resolve) => (timer = setTimeout(() => resolve("timeout"), DISPATCH_TIMEOUT_MS)),
      );
      try {
        if ((await Promise.race([work.then(() => "done" as const), timeout])) === "timeout") {
          work.catch(() => undefined);
          throw new Error(`enqueue did not finish within ${DISPATCH_TIMEOUT_MS} ms; left to the outbox relay`);
        }
      } catch (err) {
        onError(
          err,
          known.map((j) => j.outboxId),
        );
      } finally {
        clearTimeout(timer);
      }
    }
    await dispatchOutbox(prisma, queues, others, (err) => onError(err, others));
  };
}
