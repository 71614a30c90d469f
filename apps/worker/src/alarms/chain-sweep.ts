import type { WorkerDeps } from "../deps.js";
import { rearmAlarmChain, type ChainRearmed } from "./chain-schedule.js";
import { alarmWatchers } from "./presence.js";

/** A pending alarm younger than this is left to the job its announcement armed. */
const GRACE_S = 3;
/** Alarms received longer ago than this are history: their chain is not started any more. */
const WINDOW_H = 24;

interface Row {
  id: string;
  overdue: boolean;
}

/**
 * The alarm sweeper's part for the chain (the database is the record, Redis is not): pending alarms whose chain has
 * not begun (no alarm_notification row) are started now when
 * - they are GRACE_S past ALARM_CHAIN_AFTER_S (the first step's job was lost, or failed while the database was
 *   away), or
 * - nobody responsible is connected any more (the chain was armed to wait while someone watched, who then left).
 * Returns how many chains it started or brought forward.
 */
export async function sweepAlarmChains(deps: WorkerDeps): Promise<number> {
  const rows = await deps.prisma.$queryRaw<Row[]>`
    SELECT a.id::text AS id,
           a.received_at < now() - make_interval(secs => ${deps.config.ALARM_CHAIN_AFTER_S + GRACE_S}) AS overdue
    FROM alarm a
    WHERE a.status = 'pending'
      AND a.received_at < now() - make_interval(secs => ${GRACE_S})
      AND a.received_at > now() - make_interval(hours => ${WINDOW_H})
      AND NOT EXISTS (SELECT 1 FROM alarm_notification n WHERE n.alarm_id = a.id)
    ORDER BY a.received_at LIMIT 500`;
  if (rows.length === 0) return 0;
  const waiting = rows.filter((r) => !r.overdue);
  const nobodyWatching = waiting.length > 0 && (await alarmWatchers(deps)).length === 0;
  const counts: Record<ChainRearmed, number> = { queued: 0, retried: 0, promoted: 0, left: 0 };
  for (const r of rows) {
    if (r.overdue) counts[await rearmAlarmChain(deps, r.id, "timeout")] += 1;
    else if (nobodyWatching) counts[await rearmAlarmChain(deps, r.id, "nobody_watching")] += 1;
  }
  const acted = counts.queued + counts.retried + counts.promoted;
  if (acted > 0) deps.log.info({ chains: counts }, "alarm sweep started alarm chains");
  return acted;
}
