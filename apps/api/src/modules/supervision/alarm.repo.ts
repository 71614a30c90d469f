import { toAlarmEvent, type AlarmEvent } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";

type Db = PrismaClient | Prisma.TransactionClient;

interface AlarmViewRow {
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
 * Alarms in the shape of the realtime `sos-fall-event`, oldest first. One statement: the previous alarm, the latest
 * call log and the latest location of each alarm's senior come from LATERAL index scans of one row each.
 * The worker builds the realtime event with the same joins (apps/worker/src/alarms/alarm-event.ts): keep them in step.
 */
export async function findAlarmEvents(db: Db, ids: readonly string[]): Promise<AlarmEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<AlarmViewRow[]>`
    SELECT a.id::text, a.type::text, a.status::text, a.occurred_at, a.escalation_level, a.assigned_to_id::text,
           a.lat, a.lng, s.id::text AS senior_id, s.account_id::text, s.member_id, s.first_name, s.middle_name,
           s.last_name, s.timezone, s.mobile_number,
           concat_ws(' ', u.first_name, NULLIF(u.middle_name, ''), u.last_name) AS assignee_name,
           prev.occurred_at AS last_alert_at, lc.call_time AS last_call_at,
           loc.lat AS loc_lat, loc.lng AS loc_lng, loc.ts AS loc_ts
    FROM alarm a
    JOIN senior s ON s.id = a.senior_id
    LEFT JOIN staff_user u ON u.id = a.assigned_to_id
    LEFT JOIN LATERAL (SELECT p.occurred_at FROM alarm p WHERE p.senior_id = a.senior_id AND p.occurred_at < a.occurred_at
                       ORDER BY p.occurred_at DESC LIMIT 1) prev ON true
    LEFT JOIN LATERAL (SELECT c.call_time FROM call_log c WHERE c.senior_id = a.senior_id
                       ORDER BY c.call_time DESC LIMIT 1) lc ON true
    LEFT JOIN LATERAL (SELECT l.lat, l.lng, l.ts FROM location_event l WHERE l.senior_id = a.senior_id
                       ORDER BY l.ts DESC LIMIT 1) loc ON true
    WHERE a.id = ANY(${ids}::uuid[])
    ORDER BY a.occurred_at, a.id`;
  return rows.map((r) =>
    toAlarmEvent({
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
    }),
  );
}

/** Locks one alarm row for a state change, so two people taking it at once are served one after the other. */
export async function lockAlarm(tx: Prisma.TransactionClient, id: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM alarm WHERE id = ${id}::uuid FOR UPDATE`;
}
