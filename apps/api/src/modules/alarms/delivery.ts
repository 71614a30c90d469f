import type { AccessClaims, AlarmDelivered } from "@care/contracts";
import type { Db } from "@care/db";
import { notFound } from "../../errors.js";
import { alarmScope } from "./scope.js";

/**
 * A portal says its popup received the alarm (issue 27 item 5: "first delivered to a portal, the client acknowledges
 * receipt"). Only the first acknowledgement counts: the time and the user are written by a conditional update
 * (first_delivered_at IS NULL), so of two portals answering at once one is recorded and the other changes nothing;
 * a repeat answers the same first delivery. An alarm the caller may not see is 404, like one that does not exist.
 */
export async function acknowledgeDelivery(db: Db, user: AccessClaims, alarmId: string): Promise<AlarmDelivered> {
  const inScope = { AND: [{ id: alarmId }, alarmScope(user)] };
  const set = await db.alarm.updateMany({
    where: { AND: [inScope, { firstDeliveredAt: null }] },
    data: { firstDeliveredAt: new Date(), firstDeliveredToId: user.sub },
  });
  const alarm = await db.alarm.findFirst({
    where: inScope,
    select: { firstDeliveredAt: true, firstDeliveredToId: true },
  });
  if (!alarm?.firstDeliveredAt) throw notFound("Alarm");
  return {
    alarm_id: alarmId,
    first_delivered_at: alarm.firstDeliveredAt.toISOString(),
    first_delivered_to: alarm.firstDeliveredToId,
    first: set.count === 1,
  };
}
