import { CHANNELS, EVENTS, type AlarmEvent } from "@care/contracts";
import type { WorkerDeps } from "../deps.js";
import { claimAlarmEvent } from "./alarm-event.js";

/**
 * Publishes the alarm's CURRENT state on private-sos-fall-channel if that state has not been published yet.
 *
 * The rule that makes this idempotent: `alarm.last_published_at IS NULL` means "the current state is not announced".
 * Ingest creates alarms with it NULL; taking, closing and escalating set it back to NULL in the same statement that
 * changes the state. Here the row is claimed (stamped) and the event sent inside one transaction, so:
 * - a retried or duplicated job finds the stamp and publishes nothing;
 * - a crash or a failed trigger() before the commit rolls the stamp back, and the job's retry or the sweeper
 *   publishes it later (an accepted alarm is never left unannounced).
 * The one remaining duplicate window is soketi accepting the trigger and the process dying before COMMIT (a few ms);
 * the portal keys popups by alarm id, so a repeat shows nothing new.
 * Returns the event sent, or null when there was nothing to publish.
 */
export async function publishAlarmState(deps: WorkerDeps, alarmId: string): Promise<AlarmEvent | null> {
  return deps.alarmDb.transact(async (query) => {
    const event = await claimAlarmEvent(query, alarmId);
    if (!event) return null;
    await withTimeout(
      deps.realtime.trigger(CHANNELS.sosFall, EVENTS.sosFall.sosFallEvent, event),
      TRIGGER_TIMEOUT_MS,
      "soketi did not answer the trigger",
    );
    return event;
  });
}

/** A trigger that hangs must not hold the alarm row locked: past this it fails, the claim rolls back, BullMQ retries. */
const TRIGGER_TIMEOUT_MS = 10_000;

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
