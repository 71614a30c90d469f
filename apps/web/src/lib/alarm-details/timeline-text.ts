import { ALARM_OUTCOME_LABELS, type AlarmTimelineStep } from "@care/contracts";

export const TIMELINE_TEXT = {
  heading: "Timeline",
  loadFailed: "The alarm's timeline could not be loaded.",
  retry: "Try again",
  step: "Step",
  time: "Time",
  by: "By",
  outcome: "Outcome",
  note: "Note",
  notClosed: "Not closed yet",
  close: "Close",
} as const;

/** What a step is called in the timeline table. */
export function stepLabel(s: Pick<AlarmTimelineStep, "kind" | "level" | "notification">): string {
  switch (s.kind) {
    case "raised":
      return "Raised on the device";
    case "received":
      return "Received";
    case "published":
      return "First published";
    case "delivered":
      return "First delivered to a portal";
    case "escalated":
      return s.level === null ? "Escalated" : `Escalated to level ${s.level}`;
    case "notified":
      return s.notification ? notifiedLabel(s.notification) : "Sent outside the portal";
    case "taken":
      return "Taken";
    case "call_started":
      return "Call started";
    case "closed":
      return "Closed";
  }
}

const CHAIN_STEP_LABELS: Record<string, string> = {
  agents: "E-mail to the on-duty care agents",
  facility: "E-mail to the facility's contacts",
  webhook: "Paging webhook",
};

/** "E-mail to the on-duty care agents (ann@…): sent", "Paging webhook (https://…): failed after 5 tries". */
function notifiedLabel(n: NonNullable<AlarmTimelineStep["notification"]>): string {
  const what = CHAIN_STEP_LABELS[n.step] ?? (n.channel === "email" ? "E-mail" : "Webhook");
  const target = n.target ? ` (${n.target})` : "";
  const result =
    n.status === "sent"
      ? "sent"
      : n.status === "skipped"
        ? "nobody to reach"
        : `failed after ${n.attempts === 1 ? "1 try" : `${n.attempts} tries`}`;
  return `${what}${target}: ${result}`;
}

export const outcomeLabel = (o: keyof typeof ALARM_OUTCOME_LABELS | null): string =>
  o === null ? TIMELINE_TEXT.notClosed : ALARM_OUTCOME_LABELS[o];
