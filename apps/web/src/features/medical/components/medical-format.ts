import { format, parseISO } from "date-fns";

/** YYYY-MM-DD as the portal shows dates, MM/DD/YYYY (spec 2 §9); a dash when missing. */
export function formatIsoDate(iso: string | null): string {
  if (!iso) return "-";
  const [y, m, d] = iso.split("-");
  return `${m}/${d}/${y}`;
}

/** An instant as MM/DD/YYYY hh:mm A in the browser's zone (spec 2 §9 date and time formats). */
export function formatTimestamp(iso: string): string {
  return format(parseISO(iso), "MM/dd/yyyy hh:mm a");
}
