import type { ReportStatusValue } from "@care/contracts";
import { format, isValid, parseISO } from "date-fns";
import { DATE_FORMAT, TIME_FORMAT } from "../../../lib/pickers/period";

/** The run status chips (spec 3 §3 'Report': success, in_progress, failed). */
export const STATUS_LABELS: Record<ReportStatusValue, string> = {
  success: "Success",
  in_progress: "In Progress",
  failed: "Failed",
};

/** A calendar day (YYYY-MM-DD) as MM/dd/yyyy (spec 3 §9); '-' for none. */
export function displayDay(day: string | null): string {
  if (!day) return "-";
  const d = parseISO(day);
  return isValid(d) ? format(d, DATE_FORMAT) : "-";
}

/** An instant as MM/dd/yyyy HH:mm in the viewer's time zone (spec 3 §9 date and time formats). */
export function displayInstant(iso: string | null): string {
  if (!iso) return "-";
  const d = new Date(iso);
  return isValid(d) ? format(d, `${DATE_FORMAT} ${TIME_FORMAT}`) : "-";
}
