import type { InsightEvent } from "@care/contracts";

/**
 * Spec 2 §3 "Client event" view states; 'action notification' is spelled with a dash here. An event arrives in the
 * state of what it asks (approve, action notification: its origin); the user can then maximize it (the whole
 * event: message, alert detail rows, the alert history window) and minimize it to a bar, and maximize it again.
 */
export type InsightViewState = "minimize" | "maximize" | "approve" | "action-notification";
/** What an event asks of the user, kept whatever its view state: the closing rules of spec 2 §4 follow it. */
export type InsightEventOrigin = "approve" | "action-notification";
export type InsightEventType = "alert" | "summary" | "milestone";

/** Spec 2 §9 / §7: the alert history window is the 7 days before the generation date. */
export const ALERT_HISTORY_DAYS = 7;
const DAY_MS = 86_400_000;

/** One alert detail row of the event (spec 2 §3): Date/Time Generated, Vital Sign, Variable, Current, Range. */
export interface AlertDetailRow {
  dateGenerated: string;
  vitalSign: string;
  variable: string;
  current: string;
  range: string;
}

/** One care-insight notification of the portal (spec 2 §3 "Client event"), built from a realtime event. */
export interface ClientInsightEvent {
  /** seniorId-careInsightId (spec). */
  eventId: string;
  eventType: InsightEventType;
  viewState: InsightViewState;
  origin: InsightEventOrigin;
  /** False once the user moved it aside (opened it): the event stays until closed, only its popup goes. */
  shown: boolean;
  careInsightId: string;
  /** The spec's alertId: the alert (care insight) the event is about. */
  alertId: string;
  seniorId: string;
  accountId: string;
  seniorTimezone: string;
  fullName: string;
  message: string;
  dateGenerated: string;
  /** The alert history window (careInsightHistory): the 7 days before the generation date. */
  startDate: string;
  endDate: string;
  detailList: AlertDetailRow[];
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

/**
 * The event's label/value rows (five per breach, each breach starting with 'Date/Time Generated') as rows of the
 * alert detail table.
 */
export function detailRowsOf(detail: InsightEvent["detail"]): AlertDetailRow[] {
  const rows: AlertDetailRow[] = [];
  let row: AlertDetailRow | null = null;
  for (const { label, value } of detail ?? []) {
    if (label === "Date/Time Generated" || !row) {
      row = { dateGenerated: "-", vitalSign: "-", variable: "-", current: "-", range: "-" };
      rows.push(row);
    }
    if (label === "Date/Time Generated") row.dateGenerated = value;
    else if (label === "Vital Sign") row.vitalSign = value;
    else if (label === "Variable") row.variable = value;
    else if (label === "Current") row.current = value;
    else if (label === "Range") row.range = value || "-";
  }
  return rows;
}

export function toClientEvent({ name, payload }: ReceivedInsight): ClientInsightEvent {
  const eventType: InsightEventType =
    name === "milestone" ? "milestone" : SUMMARY_EVENTS.has(name) ? "summary" : "alert";
  const origin: InsightEventOrigin = APPROVE_EVENTS.has(name) ? "approve" : "action-notification";
  const generated = Date.parse(payload.timestamp);
  return {
    eventId: `${payload.senior_id}-${payload.care_insight_id}`,
    eventType,
    viewState: origin,
    origin,
    shown: true,
    careInsightId: payload.care_insight_id,
    alertId: payload.care_insight_id,
    startDate: Number.isNaN(generated)
      ? payload.timestamp
      : new Date(generated - ALERT_HISTORY_DAYS * DAY_MS).toISOString(),
    endDate: payload.timestamp,
    detailList: detailRowsOf(payload.detail),
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
  | { type: "hide"; eventId: string }
  | { type: "view"; eventId: string; viewState: "minimize" | "maximize" };

/**
 * The open care-insight events (spec 2 §4 "Event view states"): an approve-state alert or summary is created only if
 * none of its type exists yet (the review queue lists them all; one popup says there is work), approve-state events
 * close when the review page opens, action-notification events close by a separate action (closing the popup, or
 * expanding the insight in the senior's history). The same event arriving twice replaces the first. The rules go by
 * the event's origin, so a maximized or minimized event keeps them; 'view' maximizes or minimizes one event.
 */
export function insightEventsReducer(state: ClientInsightEvent[], action: InsightEventsAction): ClientInsightEvent[] {
  switch (action.type) {
    case "received": {
      const e = action.event;
      if (e.origin === "approve" && state.some((s) => s.origin === "approve" && s.eventType === e.eventType)) {
        return state;
      }
      return [...state.filter((s) => s.eventId !== e.eventId || s.origin !== e.origin), e];
    }
    case "close":
      return state.filter((s) => s.eventId !== action.eventId);
    case "closeApprove":
      return state.some((s) => s.origin === "approve") ? state.filter((s) => s.origin !== "approve") : state;
    case "closeInsight":
      return state.some((s) => s.careInsightId === action.careInsightId && s.origin === "action-notification")
        ? state.filter((s) => !(s.careInsightId === action.careInsightId && s.origin === "action-notification"))
        : state;
    case "hide":
      return state.map((s) => (s.eventId === action.eventId ? { ...s, shown: false } : s));
    case "view":
      return state.map((s) => (s.eventId === action.eventId ? { ...s, viewState: action.viewState, shown: true } : s));
  }
}

/** Spec 2 §4: the Care Insights tab shows its dot while an alert or summary in the action-notification state exists. */
export function hasActionNotification(state: readonly ClientInsightEvent[], seniorId: string): boolean {
  return state.some(
    (s) => s.seniorId === seniorId && s.origin === "action-notification" && s.eventType !== "milestone",
  );
}

/** Insights with an open action notification: the history marks them (the item's notify flag). */
export function notifiedInsightIds(state: readonly ClientInsightEvent[]): Set<string> {
  return new Set(state.filter((s) => s.origin === "action-notification").map((s) => s.careInsightId));
}
