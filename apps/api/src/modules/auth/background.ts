import type { FastifyBaseLogger } from "fastify";

/**
 * Work done after the answer is sent (e.g. forgot-password mail, so the answer time does not reveal whether the
 * account exists). Failures are logged; `drain()` lets shutdown wait for what is in flight.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  drain(): Promise<void>;
}

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name: string, task: () => Promise<void>): void {
      const p = task()
        .catch((err: unknown) => log.error({ err, task: name }, "background task failed"))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
