import type { QueueProcessor } from "../processor.js";
import { runNoDataAlerts } from "../no-data/no-data-alerts.js";
import { everyAcrossReplicas } from "./every.js";

/**
 * Every 5 minutes: the shortest silence is an hour of a watch's daytime, and a returning device should leave the
 * review queue soon after. Safe to run in every worker process at once (see runNoDataAlerts).
 */
const INTERVAL_MS = 5 * 60 * 1000;

export const noDataAlerts: QueueProcessor = {
  name: "no-data-alerts",
  async init(deps) {
    return everyAcrossReplicas(deps, "no-data-alerts", INTERVAL_MS, async () => void (await runNoDataAlerts(deps)));
  },
};
