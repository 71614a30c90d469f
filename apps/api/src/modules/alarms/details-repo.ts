import type { CaregiverType, Db } from "@care/db";

/** The alarm's own coordinates and the senior's latest location event: the two sources of its last location. */
export interface AlarmPointsRow {
  occurred_at: Date;
  lat: number | null;
  lng: number | null;
  loc_lat: number | null;
  loc_lng: number | null;
  loc_ts: Date | null;
}

/**
 * One alarm of one senior with the senior's latest location event (a LATERAL index scan of one row, as the event's
 * query does), or null when the alarm is not that senior's.
 */
export async function findAlarmPoints(db: Db, alarmId: string, seniorId: string): Promise<AlarmPointsRow | null> {
  const rows = await db.$queryRaw<AlarmPointsRow[]>`
    SELECT a.occurred_at, a.lat, a.lng, loc.lat AS loc_lat, loc.lng AS loc_lng, loc.ts AS loc_ts
    FROM alarm a
    LEFT JOIN LATERAL (SELECT l.lat, l.lng, l.ts FROM location_event l WHERE l.senior_id = a.senior_id
                       ORDER BY l.ts DESC LIMIT 1) loc ON true
    WHERE a.id = ${alarmId}::uuid AND a.senior_id = ${seniorId}::uuid`;
  return rows[0] ?? null;
}

export interface ContactRow {
  id: string;
  firstName: string;
  lastName: string;
  caregiverType: CaregiverType;
  relationship: string | null;
  mobileNumber: string | null;
  emergencyContact: boolean;
}

/** The primary and secondary caregivers and every emergency contact, in the order they were added. */
export function findContacts(db: Db, seniorId: string): Promise<ContactRow[]> {
  return db.caregiver.findMany({
    where: { seniorId, OR: [{ caregiverType: { in: ["primary", "secondary"] } }, { emergencyContact: true }] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      firstName: true,
      lastName: true,
      caregiverType: true,
      relationship: true,
      mobileNumber: true,
      emergencyContact: true,
    },
  });
}

export interface ConditionRow {
  condition: string;
  severityLevel: string | null;
  createdAt: Date;
}

/** The senior's conditions on the list (deleted ones are history), newest first. */
export function findConditions(db: Db, seniorId: string): Promise<ConditionRow[]> {
  return db.medicalCondition.findMany({
    where: { seniorId, deletedAt: null },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { condition: true, severityLevel: true, createdAt: true },
  });
}
