import type { CallStatusValue } from "@care/contracts";

/** How the screens print a call's status (spec 2 §3's values). */
export const CALL_STATUS_LABELS: Record<CallStatusValue, string> = {
  started: "Started",
  not_started: "Not Started",
  in_progress: "In Progress",
  cancelled: "Cancelled",
  completed: "Completed",
  deleted: "Deleted",
};

/** Calls that can still be moved or cancelled. */
export function isOpenCall(status: CallStatusValue): boolean {
  return status !== "cancelled" && status !== "completed" && status !== "deleted";
}

/** A call that can be completed: still open and its start time come. */
export function isDueCall(call: { call_status: CallStatusValue; start_time: string }, now: number): boolean {
  return isOpenCall(call.call_status) && Date.parse(call.start_time) <= now;
}

export const minutesText = (minutes: number | null): string => (minutes === null ? "-" : `${minutes} min`);

/** 'low' → 'Low', 'outbound' → 'Outbound'. */
export const capitalised = (value: string | null): string =>
  value ? value.charAt(0).toUpperCase() + value.slice(1) : "-";
