import type { AlarmEvent } from "@care/contracts";

export interface QueuedAlarm {
  alarm: AlarmEvent;
  /** pending: offers Take; assigned: taken by this user, offers Close. */
  view: "pending" | "assigned";
}

export interface AlarmQueue {
  /** The popups waiting for this user; the first one is on screen. */
  items: QueuedAlarm[];
  /** Counts what this tab learnt live (events, its own Take and Close), so a loaded list knows what is newer. */
  seq: number;
  /** The `seq` at which each alarm was last changed live. */
  touched: Record<string, number>;
}

export const EMPTY_ALARM_QUEUE: AlarmQueue = { items: [], seq: 0, touched: {} };

export type AlarmAction =
  | { type: "received"; alarm: AlarmEvent; userId: string }
  /** The whole open-alarm list (alarms-api fetchOpenAlarms), asked for when the queue's seq was `since`. */
  | { type: "loaded"; alarms: AlarmEvent[]; since: number; userId: string }
  | { type: "taken"; alarmId: string; userId: string }
  | { type: "removed"; alarmId: string };

/**
 * The popups waiting for this user (spec 3 §4 "Real-time alarms"): pending → a popup (one per alarm); assigned to
 * someone else → gone; assigned to me → my assigned view; closed → gone everywhere. Live events join at the end;
 * the loaded list (at sign-in and on every reconnect) is the truth about every alarm nothing newer was heard of:
 * alarms missing from it were taken or closed while the socket was down and leave, new ones join in its order
 * (most urgent first), and an alarm already queued keeps its place, so a popup on screen is never shown twice.
 */
export function alarmQueueReducer(queue: AlarmQueue, action: AlarmAction): AlarmQueue {
  switch (action.type) {
    case "received":
      return touch(queue, action.alarm.alarm_id, apply(queue.items, action.alarm, action.userId));
    case "loaded":
      return merge(queue, action.alarms, action.since, action.userId);
    case "taken":
      return touch(
        queue,
        action.alarmId,
        queue.items.map((q) =>
          q.alarm.alarm_id === action.alarmId
            ? { view: "assigned", alarm: { ...q.alarm, alarm_status: "assigned", assigned_to: action.userId } }
            : q,
        ),
      );
    case "removed":
      return touch(
        queue,
        action.alarmId,
        queue.items.filter((q) => q.alarm.alarm_id !== action.alarmId),
      );
  }
}

function touch(queue: AlarmQueue, alarmId: string, items: QueuedAlarm[]): AlarmQueue {
  const seq = queue.seq + 1;
  return { items, seq, touched: { ...queue.touched, [alarmId]: seq } };
}

function merge(queue: AlarmQueue, alarms: AlarmEvent[], since: number, userId: string): AlarmQueue {
  // Heard of live after the list was asked for: the live state is newer than the list's.
  const newer = (id: string): boolean => (queue.touched[id] ?? 0) > since;
  const listed = new Set(alarms.map((a) => a.alarm_id));
  let items = queue.items.filter((q) => listed.has(q.alarm.alarm_id) || newer(q.alarm.alarm_id));
  for (const alarm of alarms) if (!newer(alarm.alarm_id)) items = apply(items, alarm, userId);
  return { ...queue, items };
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
