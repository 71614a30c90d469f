import type { Prisma, PrismaClient } from "@care/db";
import { QUEUE_PAYLOADS, type QueueName } from "@care/contracts";
import type { Queues } from "./queues.js";

type Tx = Prisma.TransactionClient;

export interface OutboxMessage {
  queue: QueueName;
  payload: Record<string, unknown>;
  /** Delay before the job runs (e.g. an alarm's escalation timer). */
  delayMs?: number;
}

/**
 * Records jobs in the same transaction as the data they are about. Nothing is enqueued here: a job must never
 * exist for data that was rolled back. Returns the outbox ids to dispatch after the commit.
 */
export async function writeOutbox(tx: Tx, messages: OutboxMessage[]): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const m of messages) {
    const row = await tx.outbox.create({
      data: { topic: m.queue, payload: { ...m.payload, ...(m.delayMs ? { __delayMs: m.delayMs } : {}) } },
      select: { id: true },
    });
    ids.push(row.id);
  }
  return ids;
}

/** jobId = outbox id, so a job relayed twice (producer and relay racing) is still one job in BullMQ. */
export const outboxJobId = (id: bigint): string => `outbox-${id}`;

async function enqueueRows(
  prisma: PrismaClient,
  queues: Queues,
  rows: { id: bigint; topic: string; payload: unknown; createdAt: Date }[],
): Promise<number> {
  let sent = 0;
  for (const row of rows) {
    const queue = queues[row.topic as QueueName];
    const schema = QUEUE_PAYLOADS[row.topic as QueueName];
    const { __delayMs, ...payload } = (row.payload ?? {}) as Record<string, unknown> & { __delayMs?: number };
    if (!queue || !schema || !schema.safeParse(payload).success) {
      await prisma.outbox.update({
        where: { id: row.id },
        data: { attempts: { increment: 1 }, lastError: "unknown topic or payload" },
      });
      continue;
    }
    // A delayed job keeps its original due time even when relayed late.
    const delay = __delayMs ? Math.max(0, row.createdAt.getTime() + __delayMs - Date.now()) : undefined;
    await queue.add(row.topic, payload, { jobId: outboxJobId(row.id), ...(delay !== undefined ? { delay } : {}) });
    await prisma.outbox.update({
      where: { id: row.id },
      data: { processedAt: new Date(), attempts: { increment: 1 } },
    });
    sent++;
  }
  return sent;
}

/** How long a request waits for Redis to take its jobs before leaving them to the relay. */
export const DISPATCH_TIMEOUT_MS = 2000;

/**
 * After the commit: enqueue the given outbox rows. A failure here (Redis away) is not an error for the caller:
 * the rows stay unprocessed and the worker's relay enqueues them later. Accepted data is never lost.
 * With Redis down BullMQ's add() waits for a reconnection, so the wait is bounded: a request whose data is
 * committed answers even then (an add that completes later is deduplicated by its jobId).
 */
export async function dispatchOutbox(
  prisma: PrismaClient,
  queues: Queues,
  ids: bigint[],
  onError: (err: unknown) => void = () => {},
  timeoutMs = DISPATCH_TIMEOUT_MS,
): Promise<void> {
  if (ids.length === 0) return;
  const work = (async (): Promise<void> => {
    const rows = await prisma.outbox.findMany({
      where: { id: { in: ids }, processedAt: null },
      orderBy: { id: "asc" },
    });
    await enqueueRows(prisma, queues, rows);
  })();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const outcome = await Promise.race([work.then(() => "done" as const), timeout]);
    if (outcome === "timeout") {
      work.catch(() => undefined);
      onError(new Error(`enqueue did not finish within ${timeoutMs} ms; left to the outbox relay`));
    }
  } catch (err) {
    onError(err);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The relay: enqueue rows the producers could not confirm. Rows younger than `graceMs` are left to their
 * producer. SKIP LOCKED keeps several relays from picking the same rows at once; jobId dedupe covers the rest.
 */
export async function relayOutbox(prisma: PrismaClient, queues: Queues, graceMs = 3000, batch = 500): Promise<number> {
  const rows = await prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: bigint }[]>`
      SELECT id FROM outbox
      WHERE processed_at IS NULL AND created_at < now() - make_interval(secs => ${graceMs / 1000}) AND attempts < 50
      ORDER BY id
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED`;
    if (locked.length === 0) return [];
    return tx.outbox.findMany({ where: { id: { in: locked.map((r) => r.id) } }, orderBy: { id: "asc" } });
  });
  return enqueueRows(prisma, queues, rows);
}
