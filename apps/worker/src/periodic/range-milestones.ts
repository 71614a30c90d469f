import type { QueueProcessor } from "../processor.js";
import { runRangeMilestones } from "../milestones/range-milestones.js";
import { everyAcrossReplicas } from "./every.js";

/**
 * Hourly: a local day completes once an hour somewhere, and milestones are good news that may wait that long.
 * Safe to run in every worker process at once (row locks with SKIP LOCKED, the state in the same transaction).
 */
const INTERVAL_MS = 3600 * 1000;

export const rangeMilestones: QueueProcessor = {
  name: "range-milestones",
  async init(deps) {
    return everyAcrossReplicas(
      deps,
      "range-milestones",
      INTERVAL_MS,
      async () => void (await runRangeMilestones(deps)),
    );
  },
};
