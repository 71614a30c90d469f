import type { InsightEvent } from "@care/contracts";
import { describe, expect, it } from "vitest";
import { hasActionNotification, insightEventsReducer, notifiedInsightIds, toClientEvent } from "./insight-events";

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
});
