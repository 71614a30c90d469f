import type { Redis } from "ioredis";
import type { Logger } from "../logger.js";

/** How long a claim may wait for Redis before the task runs unclaimed (see claimSlot). */
const CLAIM_TIMEOUT_MS = 2000;

/**
 * The slot of `now` for a task that runs every `intervalMs`: wall-clock time cut into intervals from the epoch, so
 * every replica numbers the slots alike.
 */
export const slotOf = (intervalMs: number, now: number): number => Math.floor(now / intervalMs);

/**
 * Claims one run of a periodic task for the current slot across every worker replica: the first replica to SET the
 * slot's key (NX) runs it, the others skip that slot. The key outlives its slot (2 intervals), so a replica whose
 * timer fires late within the same slot still finds it. Redis unreachable (or slower than CLAIM_TIMEOUT_MS): the
 * task runs anyway. Every periodic task is safe to run twice at once (row locks with SKIP LOCKED, advisory locks,
 * job ids); the claim saves the repeated work, it is not what keeps the data right.
 * Returns the slot claimed, or null when another replica has it.
 */
export async function claimSlot(
  redis: Redis,
  keyPrefix: string,
  task: string,
  intervalMs: number,
  log: Logger,
  now = Date.now(),
): Promise<number | null> {
  const slot = slotOf(intervalMs, now);
  const key = `${keyPrefix}:periodic:${task}:${slot}`;
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      redis.set(key, String(process.pid), "PX", intervalMs * 2, "NX"),
      new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), CLAIM_TIMEOUT_MS))),
    ]);
    if (answer === "timeout") {
      log.warn({ task, slot }, "periodic claim: Redis did not answer; running unclaimed");
      return slot;
    }
    return answer === "OK" ? slot : null;
  } catch (err) {
    log.warn({ err, task, slot }, "periodic claim failed; running unclaimed");
    return slot;
  } finally {
    clearTimeout(timer);
  }
}
