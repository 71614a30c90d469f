// After the commit: enqueue the evaluation jobs the reading insert wrote to the outbox. It follows the outbox
// protocol of @care/infra (jobId = outbox id, then the row is marked processed; on failure the row stays for the
// worker's relay). The payloads the API prepared itself are enqueued as they are, instead of reading ~300 KB of
// JSON back per upload as dispatchOutbox would; the others go through dispatchOutbox.
import { QUEUES } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { dispatchOutbox, outboxJobId, type Queues } from "@care/infra";
import type { OutboxJob } from "./store-readings.js";

export function createJobEnqueuer(
  prisma: PrismaClient,
  queues: Queues,
  onError: (err: unknown, ids: bigint[]) => void,
): (jobs: OutboxJob[]) => Promise<void> {
  return async (jobs) => {
    if (jobs.length === 0) return;
    const known = jobs.filter((j) => j.payload !== null);
    const others = jobs.filter((j) => j.payload === null).map((j) => j.outboxId);
    try {
      for (const job of known) {
        await queues[QUEUES.evaluateReadings].add(QUEUES.evaluateReadings, job.payload, {
          jobId: outboxJobId(job.outboxId),
        });
      }
      if (known.length > 0) {
        await prisma.$executeRawUnsafe(
          `UPDATE outbox SET processed_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])`,
          known.map((j) => j.outboxId.toString()),
        );
      }
    } catch (err) {
      onError(
        err,
        known.map((j) => j.outboxId),
      );
    }
    await dispatchOutbox(prisma, queues, others, (err) => onError(err, others));
  };
}
