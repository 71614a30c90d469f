import { ConfigError, loadConfig } from "@care/infra";
import { closeWorkerDeps, createWorkerDeps } from "./deps.js";
import { PROCESSORS } from "./processors.js";
import { processorsFor } from "./worker-role.js";

async function main(): Promise<void> {
  const config = loadConfig();
  const deps = createWorkerDeps(config);
  const running: { name: string; handle: { close(): Promise<void> } }[] = [];
  for (const p of processorsFor(config.WORKER_ROLE, PROCESSORS)) {
    running.push({ name: p.name, handle: await p.init(deps) });
    deps.log.info({ processor: p.name, role: config.WORKER_ROLE }, "started");
  }
  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    deps.log.info({ signal }, "shutting down");
    // Let active jobs finish (BullMQ's close waits for them), then drop connections.
    await Promise.all(running.map((r) => r.handle.close()));
    await closeWorkerDeps(deps);
    process.exit(0);
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(err instanceof ConfigError ? 2 : 1);
});
