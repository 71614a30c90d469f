import type { AlarmEvent } from "@care/contracts";
import { describe, expect, it } from "vitest";
import { alarmQueueReducer, type QueuedAlarm } from "./alarm-queue";

const ME = "me";
const alarm = (id: string, patch: Partial<AlarmEvent> = {}): AlarmEvent => ({
  alarm_id: id,
  account_id: "a",
  senior_id: "s",
  member_id: 100001,
  senior_name: "Ada Lovelace",
  senior_timezone: "America/New_York",
  senior_mobile: null,
  status: "sos",
  alarm_status: "pending",
  timestamp: "2026-11-21T10:00:00.000Z",
  assigned_to: null,
  assigned_to_name: null,
  escalation_level: 0,
  last_alert_time: null,
  last_call_time: null,
  last_location: null,
  ...patch,
});
const ids = (q: QueuedAlarm[]): string[] => q.map((i) => `${i.alarm.alarm_id}:${i.view}`);

describe("alarm queue", () => {
  it("queues one popup per pending alarm, oldest first, without duplicates", () => {
    let q = alarmQueueReducer([], { type: "received", alarm: alarm("1"), userId: ME });
    q = alarmQueueReducer(q, { type: "received", alarm: alarm("2", { status: "fall" }), userId: ME });
    q = alarmQueueReducer(q, { type: "loaded", alarms: [alarm("1"), alarm("3")], userId: ME });
    expect(ids(q)).toEqual(["1:pending", "2:pending", "3:pending"]);
  });

  it("removes an alarm another user took, and keeps one this user took as the assigned view", () => {
    let q = alarmQueueReducer([], { type: "loaded", alarms: [alarm("1"), alarm("2")], userId: ME });
    q = alarmQueueReducer(q, {
      type: "received",
      alarm: alarm("1", { alarm_status: "assigned", assigned_to: "other" }),
      userId: ME,
    });
    q = alarmQueueReducer(q, {
      type: "received",
      alarm: alarm("2", { alarm_status: "assigned", assigned_to: ME }),
      userId: ME,
    });
    expect(ids(q)).toEqual(["2:assigned"]);
  });

  it("turns a taken alarm into the assigned view and drops it when closed anywhere", () => {
    let q = alarmQueueReducer([], { type: "received", alarm: alarm("1"), userId: ME });
    q = alarmQueueReducer(q, { type: "taken", alarmId: "1", userId: ME });
    expect(ids(q)).toEqual(["1:assigned"]);
    // An escalation re-publish of the same alarm as pending does not take it back.
    q = alarmQueueReducer(q, { type: "received", alarm: alarm("1", { escalation_level: 1 }), userId: ME });
    expect(ids(q)).toEqual(["1:assigned"]);
    q = alarmQueueReducer(q, { type: "received", alarm: alarm("1", { alarm_status: "closed" }), userId: ME });
    expect(q).toEqual([]);
  });
});
