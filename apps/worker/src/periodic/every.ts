import type { WorkerDeps } from "../deps.js";
import type { Logger } from "../logger.js";
import { claimSlot } from "./slot-claim.js";

/**
 * Runs `task` now and then every `intervalMs`, never two at once; close() waits for a run in progress.
 * Failures are logged and the next tick tries again (these tasks are all safe to repeat).
 * `shouldRun` (when given) is asked before each tick's run; a tick it declines does nothing.
 */
export function every(
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
  log: Logger,
  shouldRun: () => Promise<boolean> = async () => true,
): { close(): Promise<void> } {
  let running = true;
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = (): void => {
    if (!running || busy) return;
    busy = true;
    current = shouldRun()
      .then((go) => (go && running ? task() : undefined))
      .catch((err: unknown) => log.warn({ err, task: name }, "periodic task failed; will retry"))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  return {
    async close(): Promise<void> {
      running = false;
      clearInterval(timer);
      await current;
    },
  };
}

/** Ticks per interval of a task run once per slot: a late or drifting timer still lands in every slot. */
const TICKS_PER_SLOT = 4;

/**
 * `task` once per `intervalMs` across every worker replica (docs/scaling.md "Running as several replicas"): each
 * replica ticks a few times per interval and the one that claims the interval's slot in Redis runs it (claimSlot).
 * A replica that dies mid-run leaves its slot done; the next slot runs the task again (all tasks are repeatable).
 */
export function everyAcrossReplicas(
  deps: Pick<WorkerDeps, "redis" | "config" | "log">,
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
): { close(): Promise<void> } {
  let slot: number | null = null;
  const claim = async (): Promise<boolean> => {
    slot = await claimSlot(deps.redis, deps.config.QUEUE_PREFIX, name, intervalMs, deps.log);
    return slot !== null;
  };
  const run = async (): Promise<void> => {
    deps.log.debug({ task: name, slot }, "periodic task run");
    await task();
  };
  return every(name, Math.max(1, Math.floor(intervalMs / TICKS_PER_SLOT)), run, deps.log, claim);
}
