import { ensureReadingPartitions } from "@care/db";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

const INTERVAL_MS = 6 * 3600 * 1000;
const MONTHS_AHEAD = 3;

/**
 * Keeps the monthly partitions of `reading` a few months ahead of now, so live readings never land in
 * reading_default (which ensure_reading_partitions would then have to move). Idempotent and serialised by an
 * advisory lock in the database function, so several workers may run it.
 */
export async function keepReadingPartitionsAhead(deps: WorkerDeps, now = new Date()): Promise<number> {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + MONTHS_AHEAD + 1, 1));
  const created = await ensureReadingPartitions(deps.prisma, from, to);
  if (created > 0) deps.log.info({ created }, "reading partitions created");
  return created;
}

export const readingPartitions: QueueProcessor = {
  name: "reading-partitions",
  async init(deps) {
    return everyAcrossReplicas(
      deps,
      "reading-partitions",
      INTERVAL_MS,
      async () => void (await keepReadingPartitionsAhead(deps)),
    );
  },
};
