import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Prisma } from "@care/db";
import { createQueues, dispatchOutbox, writeOutbox, type OutboxMessage, type Queues } from "@care/infra";

declare module "fastify" {
  interface FastifyInstance {
    queues: Queues;
    /**
     * Runs `work` in one transaction together with the outbox rows it asks for, and enqueues those jobs only
     * after the commit. If Redis is away the answer is still a success: the worker's relay sends them later.
     */
    transactWithJobs<T>(
      work: (tx: Prisma.TransactionClient) => Promise<{ result: T; jobs: OutboxMessage[] }>,
    ): Promise<T>;
  }
}

export const queuesPlugin = fp(
  async (app: FastifyInstance): Promise<void> => {
    const queues = createQueues(app.config.REDIS_URL, app.config.QUEUE_PREFIX, (err) =>
      app.log.debug({ err }, "queue connection error"),
    );
    app.decorate("queues", queues);
    app.decorate("transactWithJobs", async function transactWithJobs<
      T,
    >(work: (tx: Prisma.TransactionClient) => Promise<{ result: T; jobs: OutboxMessage[] }>): Promise<T> {
      const { result, ids } = await app.prisma.$transaction(async (tx) => {
        const { result, jobs } = await work(tx);
        return { result, ids: await writeOutbox(tx, jobs) };
      });
      await dispatchOutbox(app.prisma, queues, ids, (err) =>
        app.log.warn({ err, outbox: ids.map(String) }, "enqueue after commit failed; the outbox relay will retry"),
      );
      return result;
    });
    app.addHook("onClose", async () => queues.close());
  },
  { name: "queues", dependencies: ["config"] },
);
