import { format, isValid, parseISO } from "date-fns";

/** Spec 2 §9: MM/DD/YYYY hh:mm A; a dash when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return "-";
  const d = parseISO(iso);
  return isValid(d) ? format(d, "MM/dd/yyyy hh:mm a") : "-";
}
