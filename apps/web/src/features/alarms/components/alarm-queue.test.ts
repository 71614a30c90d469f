import type { AlarmEvent } from "@care/contracts";
import { describe, expect, it } from "vitest";
import { alarmQueueReducer, EMPTY_ALARM_QUEUE, type AlarmAction, type AlarmQueue } from "./alarm-queue";

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
  late_by_s: null,
  ...patch,
});
const ids = (q: AlarmQueue): string[] => q.items.map((i) => `${i.alarm.alarm_id}:${i.view}`);
const run = (...actions: AlarmAction[]): AlarmQueue => actions.reduce(alarmQueueReducer, EMPTY_ALARM_QUEUE);
const received = (a: AlarmEvent): AlarmAction => ({ type: "received", alarm: a, userId: ME });
const loaded = (since: number, ...alarms: AlarmEvent[]): AlarmAction => ({ type: "loaded", alarms, since, userId: ME });

describe("alarm queue", () => {
  it("queues one popup per alarm: live ones in arrival order, loaded ones after them in the list's order", () => {
    const q = run(received(alarm("1")), received(alarm("2", { status: "fall" })), loaded(0, alarm("1"), alarm("3")));
    expect(ids(q)).toEqual(["1:pending", "2:pending", "3:pending"]);
  });

  it("removes an alarm another user took, and keeps one this user took as the assigned view", () => {
    const q = run(
      loaded(0, alarm("1"), alarm("2")),
      received(alarm("1", { alarm_status: "assigned", assigned_to: "other" })),
      received(alarm("2", { alarm_status: "assigned", assigned_to: ME })),
    );
    expect(ids(q)).toEqual(["2:assigned"]);
  });

  it("turns a taken alarm into the assigned view and drops it when closed anywhere", () => {
    let q = run(received(alarm("1")), { type: "taken", alarmId: "1", userId: ME });
    expect(ids(q)).toEqual(["1:assigned"]);
    // An escalation re-publish of the same alarm as pending does not take it back.
    q = alarmQueueReducer(q, received(alarm("1", { escalation_level: 1 })));
    expect(ids(q)).toEqual(["1:assigned"]);
    q = alarmQueueReducer(q, received(alarm("1", { alarm_status: "closed" })));
    expect(ids(q)).toEqual([]);
  });

  it("after a reconnect, drops what the list no longer has and adds what it has, the popup on screen staying first", () => {
    // Alarms 1 (on screen) and 2 were heard live (seq 2); while the socket was down 2 was closed elsewhere, 3 raised.
    const before = run(received(alarm("1")), received(alarm("2")));
    expect(before.seq).toBe(2);
    const q = alarmQueueReducer(before, loaded(2, alarm("3", { escalation_level: 1 }), alarm("1")));
    expect(ids(q)).toEqual(["1:pending", "3:pending"]);
    // Loading the same list again changes nothing: no second popup of an alarm already queued.
    expect(ids(alarmQueueReducer(q, loaded(2, alarm("3"), alarm("1"))))).toEqual(["1:pending", "3:pending"]);
  });

  it("keeps what was heard live after the list was asked for: the live state is newer", () => {
    // The list was asked for at seq 0; then alarm 4 was raised and alarm 5 closed, both heard live.
    const q = run(received(alarm("4")), received(alarm("5", { alarm_status: "closed" })), loaded(0, alarm("5")));
    expect(ids(q)).toEqual(["4:pending"]);
  });
});
