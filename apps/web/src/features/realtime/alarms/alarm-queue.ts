import type { AlarmEvent } from "@care/contracts";

export interface QueuedAlarm {
  alarm: AlarmEvent;
  /** pending: offers Take; assigned: taken by this user, offers Close. */
  view: "pending" | "assigned";
}

export type AlarmAction =
  | { type: "received"; alarm: AlarmEvent; userId: string }
  | { type: "loaded"; alarms: AlarmEvent[]; userId: string }
  | { type: "taken"; alarmId: string; userId: string }
  | { type: "removed"; alarmId: string };

/**
 * The popups waiting for this user, oldest first; the first one is on screen (spec 3 §4 "Real-time alarms"):
 * pending → a popup (one per alarm); assigned to someone else → gone; assigned to me → my assigned view;
 * closed → gone everywhere.
 */
export function alarmQueueReducer(queue: QueuedAlarm[], action: AlarmAction): QueuedAlarm[] {
  switch (action.type) {
    case "received":
      return apply(queue, action.alarm, action.userId);
    case "loaded":
      return action.alarms.reduce((q, alarm) => apply(q, alarm, action.userId), queue);
    case "taken":
      return queue.map((q) =>
        q.alarm.alarm_id === action.alarmId
          ? { view: "assigned", alarm: { ...q.alarm, alarm_status: "assigned", assigned_to: action.userId } }
          : q,
      );
    case "removed":
      return queue.filter((q) => q.alarm.alarm_id !== action.alarmId);
  }
}

function apply(queue: QueuedAlarm[], alarm: AlarmEvent, userId: string): QueuedAlarm[] {
  const existing = queue.find((q) => q.alarm.alarm_id === alarm.alarm_id);
  const without = (): QueuedAlarm[] => queue.filter((q) => q.alarm.alarm_id !== alarm.alarm_id);
  switch (alarm.alarm_status) {
    case "closed":
      return without();
    case "assigned":
      if (alarm.assigned_to !== userId) return without();
      return existing
        ? queue.map((q) => (q === existing ? { view: "assigned", alarm } : q))
        : [...queue, { view: "assigned", alarm }];
    case "pending":
      // A repeat (escalation) refreshes the details but never takes back what this user already took.
      return existing
        ? queue.map((q) => (q === existing ? { ...q, alarm: q.view === "assigned" ? q.alarm : alarm } : q))
        : [...queue, { view: "pending", alarm }];
  }
}
