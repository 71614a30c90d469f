import { relayOutbox } from "@care/infra";
import type { WorkerDeps } from "./deps.js";
import type { QueueProcessor } from "./processor.js";

const INTERVAL_MS = 1000;

/**
 * Re-enqueues outbox rows whose producer could not confirm the enqueue (Redis was down, the API was killed
 * between commit and enqueue). Together with idempotent processors this makes "accepted" mean "will be done".
 */
export const outboxRelay: QueueProcessor = {
  name: "outbox-relay",
  async init(deps: WorkerDeps): Promise<{ close(): Promise<void> }> {
    let running = true;
    let current: Promise<unknown> = Promise.resolve();
    const tick = async (): Promise<void> => {
      try {
        const sent = await relayOutbox(deps.prisma, deps.queues);
        if (sent > 0) deps.log.info({ sent }, "outbox relayed");
      } catch (err) {
        deps.log.warn({ err }, "outbox relay failed; will retry");
      }
    };
    const timer = setInterval(() => {
      if (running) current = tick();
    }, INTERVAL_MS);
    return {
      async close(): Promise<void> {
        running = false;
        clearInterval(timer);
        await current;
      },
    };
  },
};
