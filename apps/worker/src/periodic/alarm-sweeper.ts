import { QUEUES, type AlarmFanoutJob } from "@care/contracts";
import { escalationJobId } from "../alarms/escalation.js";
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
 * - alarms whose current state is still unannounced (last_published_at NULL) GRACE_S after the change (except a
 *   late SOS / fall, received more than LATE_READING_WINDOW_S after it happened: ingest keeps those for the record
 *   and never pushes them live), and
 * - pending alarms whose next escalation round is overdue by GRACE_S (its delayed job was lost).
 * Job ids make repeats collapse in BullMQ, and the processors' compare-and-set guards make any that slip through
 * harmless. Returns how many jobs were queued.
 */
export async function sweepAlarms(deps: WorkerDeps): Promise<number> {
  const unannounced = await deps.prisma.$queryRaw<Row[]>`
    SELECT id::text AS id, status::text AS status, escalation_level FROM alarm
    WHERE last_published_at IS NULL
      AND updated_at < now() - make_interval(secs => ${GRACE_S})
      AND updated_at > now() - make_interval(hours => ${WINDOW_H})
      AND NOT (status = 'pending' AND escalation_level = 0
               AND received_at - occurred_at > make_interval(secs => ${deps.config.LATE_READING_WINDOW_S}))
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
  for (const r of overdue) {
    const level = r.escalation_level + 1;
    await deps.queues[QUEUES.alarmEscalation].add(
      QUEUES.alarmEscalation,
      { alarm_id: r.id, level },
      { jobId: escalationJobId(r.id, level) },
    );
  }
  const queued = unannounced.length + overdue.length;
  if (queued > 0) deps.log.info({ unannounced: unannounced.length, overdue: overdue.length }, "alarm sweep re-queued");
  return queued;
}

export const alarmSweeper: QueueProcessor = {
  name: "alarm-sweeper",
  async init(deps) {
    return everyAcrossReplicas(deps, "alarm-sweeper", INTERVAL_MS, async () => void (await sweepAlarms(deps)));
  },
};
