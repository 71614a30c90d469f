import { QUEUES, type AlarmFanoutJob } from "@care/contracts";
import { sweepAlarmChains } from "../alarms/chain-sweep.js";
import { rearmEscalation, type Rearmed } from "../alarms/escalation.js";
import type { WorkerDeps } from "../deps.js";
import type { QueueProcessor } from "../processor.js";
import { everyAcrossReplicas } from "./every.js";

const INTERVAL_MS = 2000;
/** A state change younger than this is left to the job its producer queued. */
const GRACE_S = 3;
/** Alarms whose state last changed longer ago than this are history, never re-announced. */
const WINDOW_H = 24;

interface Row {
  id: string;
  status: "pending" | "assigned" | "closed";
  escalation_level: number;
}

function reasonOf(r: Row): AlarmFanoutJob["reason"] {
  if (r.status === "pending") return r.escalation_level > 0 ? "escalated" : "raised";
  return r.status;
}

/**
 * The database is the record of what must be announced; Redis is not (a Redis restart without persistence loses
 * queued and delayed jobs, even ones the outbox already marked sent). Every INTERVAL_MS this re-queues:
 * - alarms whose current state is still unannounced (last_published_at NULL) GRACE_S after the change (a late
 *   SOS / fall too: it is an alarm like any other, marked with late_by_s), and
 * - pending alarms whose next escalation round is overdue by GRACE_S: its delayed job was lost, or it failed after
 *   its retries while the database or Redis was away, or it is still waiting out a retry's backoff. The round is
 *   made to run now (rearmEscalation), so an alarm nobody took keeps escalating once the outage is over.
 * Job ids make repeats collapse in BullMQ, and the processors' compare-and-set guards make any that slip through
 * harmless. It also starts the alarm chains that are due and not begun (sweepAlarmChains). Returns how many alarms it
 * acted on.
 */
export async function sweepAlarms(deps: WorkerDeps): Promise<number> {
  const unannounced = await deps.prisma.$queryRaw<Row[]>`
    SELECT id::text AS id, status::text AS status, escalation_level FROM alarm
    WHERE last_published_at IS NULL
      AND updated_at < now() - make_interval(secs => ${GRACE_S})
      AND updated_at > now() - make_interval(hours => ${WINDOW_H})
    ORDER BY updated_at LIMIT 500`;
  const escalationDue = deps.config.ALARM_ESCALATION_S + GRACE_S;
  const overdue = await deps.prisma.$queryRaw<Row[]>`
    SELECT id::text AS id, status::text AS status, escalation_level FROM alarm
    WHERE status = 'pending'
      AND last_published_at < now() - make_interval(secs => ${escalationDue})
      AND last_published_at > now() - make_interval(hours => ${WINDOW_H})
    ORDER BY last_published_at LIMIT 500`;
  // One id per alarm and 30 s slot: a failed job (kept a week) never blocks a later re-announcement.
  const slot = Math.floor(Date.now() / 30_000);
  for (const r of unannounced) {
    await deps.queues[QUEUES.alarmFanout].add(
      QUEUES.alarmFanout,
      { alarm_id: r.id, reason: reasonOf(r) },
      { jobId: `alarm-sweep-${r.id}-${slot}` },
    );
  }
  const rearmed: Record<Rearmed, number> = { queued: 0, retried: 0, promoted: 0, left: 0 };
  for (const r of overdue) rearmed[await rearmEscalation(deps, r.id, r.escalation_level + 1)] += 1;
  // A round found waiting or running ("left") is on its way: neither logged nor counted.
  // Chains (issue 27 item 4) lost, failed, or armed to wait for a watcher who has since left.
  const chains = await sweepAlarmChains(deps);
  const acted = unannounced.length + rearmed.queued + rearmed.retried + rearmed.promoted + chains;
  if (acted > 0) deps.log.info({ unannounced: unannounced.length, overdue: rearmed }, "alarm sweep re-queued");
  return acted;
}

export const alarmSweeper: QueueProcessor = {
  name: "alarm-sweeper",
  async init(deps) {
    return everyAcrossReplicas(deps, "alarm-sweeper", INTERVAL_MS, async () => void (await sweepAlarms(deps)));
  },
};
