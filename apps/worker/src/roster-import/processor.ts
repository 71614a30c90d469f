import { QUEUES } from "@care/contracts";
import type { QueueProcessor } from "../processor.js";
import { consume } from "../queues/consume.js";
import { runRosterImport } from "./run.js";

/** One import at a time per process: its rows are written one transaction after another. */
const CONCURRENCY = 1;

/** roster-import: upserts a checked roster's rows by member id (docs/roster-import.md). */
export const rosterImport: QueueProcessor = {
  name: QUEUES.rosterImport,
  async init(deps) {
    return consume(deps, QUEUES.rosterImport, (data, job) => runRosterImport(deps, data, job), {
      concurrency: CONCURRENCY,
    });
  },
};
