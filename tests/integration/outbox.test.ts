import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPrisma, type PrismaClient } from "@care/db";
import { QUEUES } from "@care/contracts";
import { createTestEnv, type TestEnv } from "../support/test-env.js";
import { createQueues, dispatchOutbox, relayOutbox, writeOutbox, type Queues } from "@care/infra";

let env: TestEnv;
let prisma: PrismaClient;

beforeAll(async () => {
  env = await createTestEnv({ seeded: false });
  prisma = createPrisma(env.databaseUrl, 2);
});
afterAll(async () => {
  await prisma?.$disconnect();
  await env?.cleanup();
});

async function writeOne(): Promise<bigint> {
  const [id] = await prisma.$transaction((tx) =>
    writeOutbox(tx, [{ queue: QUEUES.alarmFanout, payload: { alarm_id: "a1", reason: "raised" } }]),
  );
  return id!;
}

describe("enqueue after commit", () => {
  it("answers within its bound when Redis does not take the job, and leaves the row to the relay", async () => {
    // Redis away: nothing listens on port 1, ioredis keeps reconnecting and BullMQ's add() waits for it.
    // Without the bound this call would never return (the test would hit its timeout).
    const stalled: Queues = createQueues("redis://127.0.0.1:1", env.config.QUEUE_PREFIX);
    const id = await writeOne();
    const errors: unknown[] = [];
    await dispatchOutbox(prisma, stalled, [id], (e) => errors.push(e), 300);
    expect(errors).toHaveLength(1);
    expect((await prisma.outbox.findUniqueOrThrow({ where: { id } })).processedAt).toBeNull();
    for (const q of Object.values(QUEUES)) void stalled[q].close();

    // The relay (worker side, Redis back) sends it once the grace period has passed.
    const queues = createQueues(env.config.REDIS_URL, env.config.QUEUE_PREFIX);
    try {
      await prisma.outbox.update({ where: { id }, data: { createdAt: new Date(Date.now() - 60_000) } });
      expect(await relayOutbox(prisma, queues)).toBe(1);
      const job = await queues[QUEUES.alarmFanout].getJob(`outbox-${id}`);
      expect(job?.data).toEqual({ alarm_id: "a1", reason: "raised" });
      expect((await prisma.outbox.findUniqueOrThrow({ where: { id } })).processedAt).not.toBeNull();
    } finally {
      await queues[QUEUES.alarmFanout].obliterate({ force: true });
      await queues.close();
    }
  });

  it("enqueues at once when Redis answers", async () => {
    const queues = createQueues(env.config.REDIS_URL, env.config.QUEUE_PREFIX);
    try {
      const id = await writeOne();
      await dispatchOutbox(prisma, queues, [id]);
      expect((await prisma.outbox.findUniqueOrThrow({ where: { id } })).processedAt).not.toBeNull();
      expect(await queues[QUEUES.alarmFanout].getJob(`outbox-${id}`)).toBeTruthy();
    } finally {
      await queues[QUEUES.alarmFanout].obliterate({ force: true });
      await queues.close();
    }
  });
});
