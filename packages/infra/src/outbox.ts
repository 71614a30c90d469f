import type { Prisma, PrismaClient } from "@care/db";
import { QUEUE_PAYLOADS, type QueueName } from "@care/contracts";
import type { Queues } from "./queues.js";

type Tx = Prisma.TransactionClient;
/** The client or a transaction of it. */
type Db = PrismaClient | Tx;

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
  prisma: Db,
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

/** The outbox id behind a job id made by outboxJobId, or null for a job that did not come from the outbox. */
export function outboxIdOfJob(jobId: string | undefined): bigint | null {
  const m = /^outbox-(\d+)$/.exec(jobId ?? "");
  return m ? BigInt(m[1] as string) : null;
}

/**
 * Records that the jobs of these outbox rows completed (completed_at). Until then a row is only "handed to Redis"
 * (processed_at), and recoverLostOutboxJobs looks after it.
 */
export async function markOutboxCompleted(prisma: Db, ids: readonly bigint[]): Promise<void> {
  if (ids.length === 0) return;
  await prisma.$executeRaw`
    UPDATE outbox SET completed_at = now() WHERE id = ANY(${ids.map(String)}::bigint[]) AND completed_at IS NULL`;
}

export interface OutboxRecovery {
  /** Rows whose job was gone from Redis, queued again. */
  requeued: number;
  /** Rows whose job had completed without the mark reaching the database, marked now. */
  completed: number;
}

/** States in which a job is still on its way: left alone. A failed job (attempts used up) is kept for inspection. */
const ON_ITS_WAY = new Set(["waiting", "active", "delayed", "prioritized", "waiting-children", "failed"]);

/**
 * The outbox as the record of work handed to Redis but not known to be done. Redis may lose its data (a restart
 * without persistence, a failover, a flush): the jobs go, the rows still say processed. For rows handed over more
 * than `settleMs` ago (within the last `windowMs`) whose job never reported completion, this asks BullMQ for the
 * job: gone → queued again under the same job id (a delayed job keeps its due time); completed → marked; anything
 * else (waiting behind a backlog, running, retrying, failed) → left alone. The processors are idempotent, so the
 * rare job queued again after all (its completion mark lost with a crashed worker, its Redis entry trimmed) does no
 * harm. SKIP LOCKED keeps several replicas from checking the same rows at once.
 */
export async function recoverLostOutboxJobs(
  prisma: PrismaClient,
  queues: Queues,
  opts: { settleMs?: number; windowMs?: number; batch?: number } = {},
): Promise<OutboxRecovery> {
  const settleS = (opts.settleMs ?? 60_000) / 1000;
  const windowS = (opts.windowMs ?? 24 * 3600_000) / 1000;
  return prisma.$transaction(
    async (tx) => {
      const rows = await tx.$queryRaw<{ id: bigint; topic: string; payload: unknown; created_at: Date }[]>`
        SELECT id, topic, payload, created_at FROM outbox
        WHERE completed_at IS NULL AND processed_at IS NOT NULL
          AND processed_at <= now() - make_interval(secs => ${settleS})
          AND processed_at > now() - make_interval(secs => ${windowS})
        ORDER BY id
        LIMIT ${opts.batch ?? 500}
        FOR UPDATE SKIP LOCKED`;
      const lost: typeof rows = [];
      const done: bigint[] = [];
      for (const row of rows) {
        const queue = queues[row.topic as QueueName];
        if (!queue) continue;
        const state = await queue.getJobState(outboxJobId(row.id));
        if (state === "completed") done.push(row.id);
        else if (!ON_ITS_WAY.has(state)) lost.push(row);
      }
      await markOutboxCompleted(tx, done);
      const requeued = await enqueueRows(
        tx,
        queues,
        lost.map((r) => ({ id: r.id, topic: r.topic, payload: r.payload, createdAt: r.created_at })),
      );
      return { requeued, completed: done.length };
    },
    { timeout: 60_000 },
  );
}
