import { alarmEventFromRow, type AlarmEvent, type AlarmEventRow } from "@care/contracts";
import { ALARM_EVENT_COLUMNS, ALARM_EVENT_JOINS, type SqlQuery } from "@care/db";

/**
 * Claims the alarm's unannounced state (stamps last_published_at, only if it is NULL) and returns the
 * `sos-fall-event` payload of the alarm as it stands, in ONE statement: the senior's name, member id, timezone and
 * mobile, the assignee, the previous alarm's time (last alert), the latest call log (last call) and the latest
 * location come from joins and LATERAL index scans of one row each. One round trip matters here: this sits on the
 * SOS latency path, and on a busy machine every round trip costs a scheduling delay. Null when there is nothing to
 * announce (already stamped, or no such alarm). Run it inside the transaction that publishes (alarmDb.transact).
 * Columns and joins are shared with the API's alarm list (ALARM_EVENT_COLUMNS / ALARM_EVENT_JOINS in @care/db).
 */
export async function claimAlarmEvent(query: SqlQuery, alarmId: string): Promise<AlarmEvent | null> {
  const rows = await query<AlarmEventRow>(CLAIM, [alarmId]);
  const r = rows[0];
  if (!r) return null;
  return alarmEventFromRow(r);
}

/**
 * The timeline's publication steps ride on the same statement (issue 27 item 5), so they cost no round trip and are
 * written exactly when, and only if, the announcement commits: first_published_at is set by the first claim and kept
 * after; a claimed pending state above level 0 is an escalation round announced, appended to alarm_step with its
 * level (a data-modifying CTE runs whether or not the SELECT reads it). Each state is claimed once, so each round is
 * written once.
 */
const CLAIM = `
  WITH a AS (
    UPDATE alarm SET last_published_at = clock_timestamp(),
                     first_published_at = COALESCE(first_published_at, clock_timestamp())
    WHERE id = $1::uuid AND last_published_at IS NULL
    RETURNING *
  ), escalated AS (
    INSERT INTO alarm_step (alarm_id, kind, at, detail)
    SELECT a.id, 'escalated'::alarm_step_kind, a.last_published_at, jsonb_build_object('level', a.escalation_level)
    FROM a WHERE a.status = 'pending' AND a.escalation_level > 0
  )
  SELECT ${ALARM_EVENT_COLUMNS.text}
  FROM a
  ${ALARM_EVENT_JOINS.text}`;
