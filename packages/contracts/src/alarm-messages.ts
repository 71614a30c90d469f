import type { AlarmEvent } from "./realtime.js";

/**
 * What an `sos-fall-event` (and a GET /api/supervision/alarms item) is built from. The worker and the API load
 * these facts with their own queries (one alarm vs a filtered list) and share this mapping, so the popup and
 * the list can never disagree on a field.
 */
export interface AlarmEventSource {
  alarm: {
    id: string;
    type: "sos" | "fall";
    status: "pending" | "assigned" | "closed";
    occurredAt: Date;
    escalationLevel: number;
    assignedToId: string | null;
    /** Receipt − device time in whole seconds for a late alarm; null when it was received in time. */
    lateByS: number | null;
    /** Coordinates the watch sent with the alarm, if any. */
    lat: number | null;
    lng: number | null;
  };
  senior: {
    id: string;
    accountId: string;
    memberId: number;
    firstName: string;
    middleName: string | null;
    lastName: string;
    timezone: string;
    mobileNumber: string | null;
  };
  assignedToName: string | null;
  /** occurred_at of the senior's previous alarm (the 'last alert time'). */
  lastAlertAt: Date | null;
  /** call_time of the senior's latest call log. */
  lastCallAt: Date | null;
  /** The senior's latest location event. */
  lastLocation: { lat: number; lng: number; at: Date } | null;
}

export function fullName(first: string, middle: string | null, last: string): string {
  return [first, middle, last].filter((p) => p && p.trim().length > 0).join(" ");
}

/**
 * The last known location: the newer of the watch's latest location event and the coordinates sent with the
 * alarm itself (a fall is reported where it happened, which may be newer than the last geofence update).
 */
function lastLocation(s: AlarmEventSource): { lat: number; lng: number } | null {
  const fromAlarm =
    s.alarm.lat !== null && s.alarm.lng !== null
      ? { lat: s.alarm.lat, lng: s.alarm.lng, at: s.alarm.occurredAt }
      : null;
  const best =
    fromAlarm && s.lastLocation
      ? fromAlarm.at >= s.lastLocation.at
        ? fromAlarm
        : s.lastLocation
      : (fromAlarm ?? s.lastLocation);
  return best ? { lat: best.lat, lng: best.lng } : null;
}

export function toAlarmEvent(s: AlarmEventSource): AlarmEvent {
  return {
    alarm_id: s.alarm.id,
    account_id: s.senior.accountId,
    senior_id: s.senior.id,
    member_id: s.senior.memberId,
    senior_name: fullName(s.senior.firstName, s.senior.middleName, s.senior.lastName),
    senior_timezone: s.senior.timezone,
    senior_mobile: s.senior.mobileNumber,
    status: s.alarm.type,
    alarm_status: s.alarm.status,
    timestamp: s.alarm.occurredAt.toISOString(),
    assigned_to: s.alarm.assignedToId,
    assigned_to_name: s.assignedToName,
    escalation_level: s.alarm.escalationLevel,
    last_alert_time: s.lastAlertAt?.toISOString() ?? null,
    last_call_time: s.lastCallAt?.toISOString() ?? null,
    last_location: lastLocation(s),
    late_by_s: s.alarm.lateByS,
  };
}

/** One row of the alarm-event query (packages/db/src/alarm-event-sql.ts), as Postgres returns it. */
export interface AlarmEventRow {
  id: string;
  type: "sos" | "fall";
  status: "pending" | "assigned" | "closed";
  occurred_at: Date;
  escalation_level: number;
  assigned_to_id: string | null;
  late_by_s: number | null;
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

/** The `sos-fall-event` payload of one alarm-event row: the API's alarm list and the worker's publication. */
export function alarmEventFromRow(r: AlarmEventRow): AlarmEvent {
  return toAlarmEvent({
    alarm: {
      id: r.id,
      type: r.type,
      status: r.status,
      occurredAt: r.occurred_at,
      escalationLevel: r.escalation_level,
      assignedToId: r.assigned_to_id,
      lateByS: r.late_by_s,
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
