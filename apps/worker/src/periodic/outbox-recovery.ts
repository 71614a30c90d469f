import { recoverLostOutboxJobs, type OutboxRecovery } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

const INTERVAL_MS = 30_000;
/** A job handed to Redis this recently is left to the queue (it is most likely waiting or running). */
const SETTLE_MS = 60_000;

/**
 * Jobs Redis lost after the outbox handed them over (a Redis restart without persistence, a failover, a flush) are
 * found by their outbox rows, still not completed, and queued again (recoverLostOutboxJobs): reading evaluations,
 * insight fan-outs, escalations and report builds come back as alarms do through the alarm sweeper.
 */
export async function recoverOutbox(deps: WorkerDeps, settleMs = SETTLE_MS): Promise<OutboxRecovery> {
  const r = await recoverLostOutboxJobs(deps.prisma, deps.queues, { settleMs });
  if (r.requeued > 0 || r.completed > 0) deps.log.info(r, "outbox recovery");
  return r;
}

export const outboxRecovery: QueueProcessor = {
  name: "outbox-recovery",
  async init(deps) {
    return everyAcrossReplicas(deps, "outbox-recovery", INTERVAL_MS, async () => void (await recoverOutbox(deps)));
  },
};
