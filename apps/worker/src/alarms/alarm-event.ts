import { toAlarmEvent, type AlarmEvent } from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";

type Db = PrismaClient | Prisma.TransactionClient;

/**
 * The `sos-fall-event` payload of one alarm as it stands now: the senior's name, member id, timezone and mobile,
 * the previous alarm's time (last alert), the latest call log (last call) and the latest location.
 * Every lookup is an index range scan of one row (alarm, call_log and location_event are indexed by senior and time).
 */
export async function loadAlarmEvent(db: Db, alarmId: string): Promise<AlarmEvent | null> {
  const alarm = await db.alarm.findUnique({
    where: { id: alarmId },
    include: {
      senior: {
        select: {
          id: true,
          accountId: true,
          memberId: true,
          firstName: true,
          middleName: true,
          lastName: true,
          timezone: true,
          mobileNumber: true,
        },
      },
      assignedTo: { select: { firstName: true, middleName: true, lastName: true } },
    },
  });
  if (!alarm) return null;
  const seniorId = alarm.seniorId;
  const [previous, call, location] = await Promise.all([
    db.alarm.findFirst({
      where: { seniorId, occurredAt: { lt: alarm.occurredAt } },
      orderBy: { occurredAt: "desc" },
      select: { occurredAt: true },
    }),
    db.callLog.findFirst({ where: { seniorId }, orderBy: { callTime: "desc" }, select: { callTime: true } }),
    db.locationEvent.findFirst({
      where: { seniorId },
      orderBy: { ts: "desc" },
      select: { lat: true, lng: true, ts: true },
    }),
  ]);
  const a = alarm.assignedTo;
  return toAlarmEvent({
    alarm,
    senior: alarm.senior,
    assignedToName: a ? [a.firstName, a.middleName, a.lastName].filter(Boolean).join(" ") : null,
    lastAlertAt: previous?.occurredAt ?? null,
    lastCallAt: call?.callTime ?? null,
    lastLocation: location ? { lat: location.lat, lng: location.lng, at: location.ts } : null,
  });
}
