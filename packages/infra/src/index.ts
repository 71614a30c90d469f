export * from "./config.js";
export * from "./redis.js";
export * from "./realtime.js";
export * from "./storage.js";
export * from "./queues.js";
export * from "./outbox.js";
export * from "./mail.js";
export * from "./process-options.js";
