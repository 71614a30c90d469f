import type { InsightEvent } from "@care/contracts";
import { describe, expect, it } from "vitest";
import {
  detailRowsOf,
  hasActionNotification,
  insightEventsReducer,
  notifiedInsightIds,
  toClientEvent,
} from "./insight-events";

const payload = (insight: string, senior = "s-1"): InsightEvent => ({
  care_insight_id: insight,
  senior_id: senior,
  account_id: "a-1",
  facility_id: null,
  senior_name: "Ada Park",
  senior_timezone: "America/Chicago",
  insight_type: "alert",
  status: "sent_for_approval",
  message: "Heart Rate of 185 bpm is above the action threshold.",
  vital_type: "heart_rate",
  detail: null,
  timestamp: "2026-02-01T10:00:00.000Z",
  milestone: null,
});
const received = (name: string, insight: string, senior?: string) => ({
  type: "received" as const,
  event: toClientEvent({ name, payload: payload(insight, senior) }),
});

describe("care-insight events", () => {
  it("creates an approve-state alert only if none exists, and closes them all when asked", () => {
    let s = insightEventsReducer([], received("trigger", "i-1"));
    s = insightEventsReducer(s, received("approve-alert", "i-2"));
    expect(s.map((e) => [e.eventId, e.viewState])).toEqual([["s-1-i-1", "approve"]]);
    s = insightEventsReducer(s, received("approve-summary", "i-3"));
    expect(s.map((e) => [e.eventType, e.viewState])).toEqual([
      ["alert", "approve"],
      ["summary", "approve"],
    ]);
    expect(insightEventsReducer(s, { type: "closeApprove" })).toEqual([]);
  });

  it("marks the senior's tab while an action notification exists; expanding the insight clears it", () => {
    let s = insightEventsReducer([], received("alert-action-notification", "i-1"));
    s = insightEventsReducer(s, received("summary-action-notification", "i-2", "s-2"));
    expect(hasActionNotification(s, "s-1")).toBe(true);
    expect([...notifiedInsightIds(s)]).toEqual(["i-1", "i-2"]);
    // Opening the review page does not close action notifications (spec 2 §4).
    s = insightEventsReducer(s, { type: "closeApprove" });
    expect(s).toHaveLength(2);
    s = insightEventsReducer(s, { type: "closeInsight", careInsightId: "i-1" });
    expect(hasActionNotification(s, "s-1")).toBe(false);
    expect(hasActionNotification(s, "s-2")).toBe(true);
  });

  it("does not mark the tab for milestones", () => {
    const s = insightEventsReducer([], received("milestone", "i-9"));
    expect(s.map((e) => [e.eventType, e.viewState])).toEqual([["milestone", "action-notification"]]);
    expect(hasActionNotification(s, "s-1")).toBe(false);
  });

  it("maximizes and minimizes an event; the closing rules follow what it asks, whatever its view state", () => {
    let s = insightEventsReducer([], received("approve-alert", "i-1"));
    s = insightEventsReducer(s, received("alert-action-notification", "i-2"));
    s = insightEventsReducer(s, { type: "view", eventId: "s-1-i-1", viewState: "maximize" });
    s = insightEventsReducer(s, { type: "view", eventId: "s-1-i-2", viewState: "minimize" });
    expect(s.map((e) => [e.eventId, e.viewState, e.origin])).toEqual([
      ["s-1-i-1", "maximize", "approve"],
      ["s-1-i-2", "minimize", "action-notification"],
    ]);
    // A second approve-state alert is still not created while the maximized one exists.
    expect(insightEventsReducer(s, received("trigger", "i-3"))).toBe(s);
    expect(hasActionNotification(s, "s-1")).toBe(true);
    s = insightEventsReducer(s, { type: "closeApprove" });
    expect(s.map((e) => e.eventId)).toEqual(["s-1-i-2"]);
    s = insightEventsReducer(s, { type: "closeInsight", careInsightId: "i-2" });
    expect(s).toEqual([]);
  });

  it("carries the alert detail rows, the alert id and the 7-day history window of the event", () => {
    const e = toClientEvent({
      name: "approve-alert",
      payload: {
        ...payload("i-1"),
        detail: [
          { label: "Date/Time Generated", value: "02/01/2026 04:00 AM" },
          { label: "Vital Sign", value: "Heart Rate" },
          { label: "Variable", value: "heart_rate" },
          { label: "Current", value: "185 bpm" },
          { label: "Range", value: "59.5-80.5 bpm" },
        ],
      },
    });
    expect(e).toMatchObject({
      viewState: "approve",
      alertId: "i-1",
      dateGenerated: "2026-02-01T10:00:00.000Z",
      startDate: "2026-01-25T10:00:00.000Z",
      endDate: "2026-02-01T10:00:00.000Z",
      detailList: [
        {
          dateGenerated: "02/01/2026 04:00 AM",
          vitalSign: "Heart Rate",
          variable: "heart_rate",
          current: "185 bpm",
          range: "59.5-80.5 bpm",
        },
      ],
    });
    expect(detailRowsOf(null)).toEqual([]);
    expect(
      detailRowsOf([
        { label: "Vital Sign", value: "Weight" },
        { label: "Range", value: "" },
      ]),
    ).toEqual([{ dateGenerated: "-", vitalSign: "Weight", variable: "-", current: "-", range: "-" }]);
  });
});
