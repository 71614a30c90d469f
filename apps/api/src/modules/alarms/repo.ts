import { alarmEventFromRow, type AlarmEvent, type AlarmEventRow } from "@care/contracts";
import { ALARM_EVENT_COLUMNS, ALARM_EVENT_JOINS, type Db, type Prisma } from "@care/db";

/**
 * Alarms in the shape of the realtime `sos-fall-event`, oldest first. One statement: the previous alarm, the latest
 * call log and the latest location of each alarm's senior come from LATERAL index scans of one row each.
 * Columns and joins are shared with the worker's publication (ALARM_EVENT_COLUMNS / ALARM_EVENT_JOINS in @care/db).
 */
export async function findAlarmEvents(db: Db, ids: readonly string[]): Promise<AlarmEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<AlarmEventRow[]>`
    SELECT ${ALARM_EVENT_COLUMNS}
    FROM alarm a
    ${ALARM_EVENT_JOINS}
    WHERE a.id = ANY(${ids}::uuid[])
    ORDER BY a.occurred_at, a.id`;
  return rows.map(alarmEventFromRow);
}

/** Locks one alarm row for a state change, so two people taking it at once are served one after the other. */
export async function lockAlarm(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM alarm WHERE id = ${id}::uuid FOR UPDATE`;
}
