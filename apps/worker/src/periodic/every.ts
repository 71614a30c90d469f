import type { Logger } from "../logger.js";

/**
 * Runs `task` now and then every `intervalMs`, never two at once; close() waits for a run in progress.
 * Failures are logged and the next tick tries again (these tasks are all safe to repeat).
 */
export function every(
  name: string,
  intervalMs: number,
  task: () => Promise<void>,
  log: Logger,
): { close(): Promise<void> } {
  let running = true;
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = (): void => {
    if (!running || busy) return;
    busy = true;
    current = task()
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
