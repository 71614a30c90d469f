import { dropReadingPartitionsBefore, rawReadingsKeptFrom, type RetentionRun } from "@care/db";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

/** As often as the partitions are kept ahead: a month boundary is passed at most 6 h before its partition goes. */
const INTERVAL_MS = 6 * 3600 * 1000;

/**
 * Drops the monthly partitions of `reading` older than READING_RETENTION_MONTHS (0: never). Whole partitions are
 * detached and dropped, never rows deleted; the rollups stay (docs/scaling.md "Partitions and retention").
 * Returns null when retention is off.
 */
export async function dropExpiredReadings(
  deps: Pick<WorkerDeps, "prisma" | "config" | "log">,
  now = new Date(),
): Promise<RetentionRun | null> {
  const months = deps.config.READING_RETENTION_MONTHS;
  if (months === 0) return null;
  const keptFrom = rawReadingsKeptFrom(now, months);
  const run = await dropReadingPartitionsBefore(deps.prisma, keptFrom);
  if (run.dropped.length > 0 || run.movedMonths.length > 0)
    deps.log.info({ keptFrom, ...run }, "old reading partitions dropped");
  return run;
}

export const readingRetention: QueueProcessor = {
  name: "reading-retention",
  async init(deps) {
    // Claimed per slot across replicas; the partition lock in the database serialises it with partition creation.
    return everyAcrossReplicas(
      deps,
      "reading-retention",
      INTERVAL_MS,
      async () => void (await dropExpiredReadings(deps)),
    );
  },
};
