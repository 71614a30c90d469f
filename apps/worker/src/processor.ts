import type { WorkerDeps } from "./deps.js";

/** One file per queue exports one of these: init starts consuming, the returned close stops it cleanly. */
export interface QueueProcessor {
  name: string;
  init(deps: WorkerDeps): Promise<{ close(): Promise<void> }>;
}
