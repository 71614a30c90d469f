import { outboxRelay } from "./outbox-relay.js";
import type { QueueProcessor } from "./processor.js";

/** Every queue the worker consumes, one file each under queues/. */
export const PROCESSORS: readonly QueueProcessor[] = [outboxRelay];
