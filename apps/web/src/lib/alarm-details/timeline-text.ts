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
export function stepLabel(s: Pick<AlarmTimelineStep, "kind" | "level">): string {
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
    case "taken":
      return "Taken";
    case "call_started":
      return "Call started";
    case "closed":
      return "Closed";
  }
}

export const outcomeLabel = (o: keyof typeof ALARM_OUTCOME_LABELS | null): string =>
  o === null ? TIMELINE_TEXT.notClosed : ALARM_OUTCOME_LABELS[o];
