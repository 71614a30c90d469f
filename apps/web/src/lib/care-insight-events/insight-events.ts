import type { InsightEvent } from "@care/contracts";

/** Spec 2 §3 "Client event" view states; 'action notification' is spelled with a dash here. */
export type InsightViewState = "minimize" | "maximize" | "approve" | "action-notification";
export type InsightEventType = "alert" | "summary" | "milestone";

/** One care-insight notification of the portal (spec 2 §3 "Client event"), built from a realtime event. */
export interface ClientInsightEvent {
  /** seniorId-careInsightId (spec). */
  eventId: string;
  eventType: InsightEventType;
  viewState: InsightViewState;
  /** False once the user moved it aside (opened it): the event stays until closed, only its popup goes. */
  shown: boolean;
  careInsightId: string;
  seniorId: string;
  accountId: string;
  seniorTimezone: string;
  fullName: string;
  message: string;
  dateGenerated: string;
  insightType: string;
  /** The milestone notification of a milestone event. */
  milestone: InsightEvent["milestone"];
}

/** What the realtime connection delivers: the event name on the channel and its payload. */
export interface ReceivedInsight {
  name: string;
  payload: InsightEvent;
}

const APPROVE_EVENTS = new Set(["trigger", "approve-alert", "approve-summary"]);
const SUMMARY_EVENTS = new Set([
  "approve-summary",
  "summary-action-notification",
  "facility-summary-action-notification",
]);

export function toClientEvent({ name, payload }: ReceivedInsight): ClientInsightEvent {
  const eventType: InsightEventType =
    name === "milestone" ? "milestone" : SUMMARY_EVENTS.has(name) ? "summary" : "alert";
  return {
    eventId: `${payload.senior_id}-${payload.care_insight_id}`,
    eventType,
    viewState: APPROVE_EVENTS.has(name) ? "approve" : "action-notification",
    shown: true,
    careInsightId: payload.care_insight_id,
    seniorId: payload.senior_id,
    accountId: payload.account_id,
    seniorTimezone: payload.senior_timezone,
    fullName: payload.senior_name,
    message: payload.message,
    dateGenerated: payload.timestamp,
    insightType: payload.insight_type,
    milestone: payload.milestone,
  };
}

export type InsightEventsAction =
  | { type: "received"; event: ClientInsightEvent }
  | { type: "close"; eventId: string }
  | { type: "closeApprove" }
  | { type: "closeInsight"; careInsightId: string }
  | { type: "hide"; eventId: string };

/**
 * The open care-insight events (spec 2 §4 "Event view states"): an approve-state alert or summary is created only if
 * none of its type exists yet (the review queue lists them all; one popup says there is work), approve-state events
 * close when the review page opens, action-notification events close by a separate action (closing the popup, or
 * expanding the insight in the senior's history). The same event arriving twice replaces the first.
 */
export function insightEventsReducer(state: ClientInsightEvent[], action: InsightEventsAction): ClientInsightEvent[] {
  switch (action.type) {
    case "received": {
      const e = action.event;
      if (e.viewState === "approve" && state.some((s) => s.viewState === "approve" && s.eventType === e.eventType)) {
        return state;
      }
      return [...state.filter((s) => s.eventId !== e.eventId || s.viewState !== e.viewState), e];
    }
    case "close":
      return state.filter((s) => s.eventId !== action.eventId);
    case "closeApprove":
      return state.some((s) => s.viewState === "approve") ? state.filter((s) => s.viewState !== "approve") : state;
    case "closeInsight":
      return state.some((s) => s.careInsightId === action.careInsightId && s.viewState === "action-notification")
        ? state.filter((s) => !(s.careInsightId === action.careInsightId && s.viewState === "action-notification"))
        : state;
    case "hide":
      return state.map((s) => (s.eventId === action.eventId ? { ...s, shown: false } : s));
  }
}

/** Spec 2 §4: the Care Insights tab shows its dot while an alert or summary in the action-notification state exists. */
export function hasActionNotification(state: readonly ClientInsightEvent[], seniorId: string): boolean {
  return state.some(
    (s) => s.seniorId === seniorId && s.viewState === "action-notification" && s.eventType !== "milestone",
  );
}

/** Insights with an open action notification: the history marks them (the item's notify flag). */
export function notifiedInsightIds(state: readonly ClientInsightEvent[]): Set<string> {
  return new Set(state.filter((s) => s.viewState === "action-notification").map((s) => s.careInsightId));
}
