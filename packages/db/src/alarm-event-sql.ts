// The columns and joins of an alarm's `sos-fall-event` payload, shared by the API's alarm list and the worker's
// publication (each supplies its own source of alarm rows named `a`). Rows map to the payload with
// alarmEventFromRow in @care/contracts.
import { Prisma } from "./generated/prisma/client.js";

/** Select list over an alarm source `a`; the previous alarm, latest call log and latest location come from
 * LATERAL index scans of one row each (ALARM_EVENT_JOINS), so the whole payload is one round trip. */
export const ALARM_EVENT_COLUMNS: Prisma.Sql = Prisma.sql`
  a.id::text, a.type::text, a.status::text, a.occurred_at, a.escalation_level, a.assigned_to_id::text,
  a.late_by_s, a.lat, a.lng, s.id::text AS senior_id, s.account_id::text, s.member_id, s.first_name, s.middle_name,
  s.last_name, s.timezone, s.mobile_number,
  concat_ws(' ', u.first_name, NULLIF(u.middle_name, ''), u.last_name) AS assignee_name,
  prev.occurred_at AS last_alert_at, lc.call_time AS last_call_at,
  loc.lat AS loc_lat, loc.lng AS loc_lng, loc.ts AS loc_ts`;

export const ALARM_EVENT_JOINS: Prisma.Sql = Prisma.sql`
  JOIN senior s ON s.id = a.senior_id
  LEFT JOIN staff_user u ON u.id = a.assigned_to_id
  LEFT JOIN LATERAL (SELECT p.occurred_at FROM alarm p WHERE p.senior_id = a.senior_id AND p.occurred_at < a.occurred_at
                     ORDER BY p.occurred_at DESC LIMIT 1) prev ON true
  LEFT JOIN LATERAL (SELECT c.call_time FROM call_log c WHERE c.senior_id = a.senior_id
                     ORDER BY c.call_time DESC LIMIT 1) lc ON true
  LEFT JOIN LATERAL (SELECT l.lat, l.lng, l.ts FROM location_event l WHERE l.senior_id = a.senior_id
                     ORDER BY l.ts DESC LIMIT 1) loc ON true`;
