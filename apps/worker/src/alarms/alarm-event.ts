import { toAlarmEvent, type AlarmEvent } from "@care/contracts";
import type { Prisma } from "@care/db";

interface Row {
  id: string;
  type: "sos" | "fall";
  status: "pending" | "assigned" | "closed";
  occurred_at: Date;
  escalation_level: number;
  assigned_to_id: string | null;
  lat: number | null;
  lng: number | null;
  senior_id: string;
  account_id: string;
  member_id: number;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  timezone: string;
  mobile_number: string | null;
  assignee_name: string | null;
  last_alert_at: Date | null;
  last_call_at: Date | null;
  loc_lat: number | null;
  loc_lng: number | null;
  loc_ts: Date | null;
}

/**
 * Claims the alarm's unannounced state (stamps last_published_at, only if it is NULL) and returns the
 * `sos-fall-event` payload of the alarm as it stands, in ONE statement: the senior's name, member id, timezone and
 * mobile, the assignee, the previous alarm's time (last alert), the latest call log (last call) and the latest
 * location come from joins and LATERAL index scans of one row each. One round trip matters here: this sits on the
 * SOS latency path, and on a busy machine every round trip costs a scheduling delay. Null when there is nothing to
 * announce (already stamped, or no such alarm). Run it inside the transaction that publishes.
 * The joins are those of the API's alarm list (apps/api/src/modules/supervision/alarm.repo.ts): keep them in step.
 */
export async function claimAlarmEvent(tx: Prisma.TransactionClient, alarmId: string): Promise<AlarmEvent | null> {
  const rows = await tx.$queryRaw<Row[]>`
    WITH a AS (
      UPDATE alarm SET last_published_at = clock_timestamp()
      WHERE id = ${alarmId}::uuid AND last_published_at IS NULL
      RETURNING *
    )
    SELECT a.id::text, a.type::text, a.status::text, a.occurred_at, a.escalation_level, a.assigned_to_id::text,
           a.lat, a.lng, s.id::text AS senior_id, s.account_id::text, s.member_id, s.first_name, s.middle_name,
           s.last_name, s.timezone, s.mobile_number,
           concat_ws(' ', u.first_name, NULLIF(u.middle_name, ''), u.last_name) AS assignee_name,
           prev.occurred_at AS last_alert_at, lc.call_time AS last_call_at,
           loc.lat AS loc_lat, loc.lng AS loc_lng, loc.ts AS loc_ts
    FROM a
    JOIN senior s ON s.id = a.senior_id
    LEFT JOIN staff_user u ON u.id = a.assigned_to_id
    LEFT JOIN LATERAL (SELECT p.occurred_at FROM alarm p WHERE p.senior_id = a.senior_id AND p.occurred_at < a.occurred_at
                       ORDER BY p.occurred_at DESC LIMIT 1) prev ON true
    LEFT JOIN LATERAL (SELECT c.call_time FROM call_log c WHERE c.senior_id = a.senior_id
                       ORDER BY c.call_time DESC LIMIT 1) lc ON true
    LEFT JOIN LATERAL (SELECT l.lat, l.lng, l.ts FROM location_event l WHERE l.senior_id = a.senior_id
                       ORDER BY l.ts DESC LIMIT 1) loc ON true`;
  const r = rows[0];
  if (!r) return null;
  return toAlarmEvent({
    alarm: {
      id: r.id,
      type: r.type,
      status: r.status,
      occurredAt: r.occurred_at,
      escalationLevel: r.escalation_level,
      assignedToId: r.assigned_to_id,
      lat: r.lat,
      lng: r.lng,
    },
    senior: {
      id: r.senior_id,
      accountId: r.account_id,
      memberId: r.member_id,
      firstName: r.first_name,
      middleName: r.middle_name,
      lastName: r.last_name,
      timezone: r.timezone,
      mobileNumber: r.mobile_number,
    },
    assignedToName: r.assigned_to_id ? r.assignee_name : null,
    lastAlertAt: r.last_alert_at,
    lastCallAt: r.last_call_at,
    lastLocation:
      r.loc_lat !== null && r.loc_lng !== null && r.loc_ts ? { lat: r.loc_lat, lng: r.loc_lng, at: r.loc_ts } : null,
  });
}
