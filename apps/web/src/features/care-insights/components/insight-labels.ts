import type { CareInsightStatus } from "@care/contracts";
import type { InsightEventType } from "../../../lib/care-insight-events/insight-events";

/** Spec 2 §9 notification texts; the milestone one is ours (the spec names its fields, not a text). */
export const NOTIFICATION_TITLES: Record<InsightEventType, string> = {
  alert: "You have a new Care insight Alert",
  summary: "You have a new Care insight Summary",
  milestone: "You have a new Care insight Milestone",
};

export const INSIGHT_TYPE_LABELS: Record<string, string> = {
  alert: "Alert",
  summary: "Caregiver Summary",
  facility_summary: "Agency Summary",
  sos: "SOS",
  fall: "Fall",
  call_entry: "Call Entry",
  milestone: "Milestone",
  resources: "Resources",
};

export const STATUS_LABELS: Record<CareInsightStatus, string> = {
  new: "New",
  sent: "Sent",
  abandoned: "Abandoned",
  no_action: "No Action",
  sent_for_approval: "Sent for Approval",
  approved: "Approved",
  approved_with_edit: "Approved with Edit",
  denied: "Denied",
};

export const typeLabel = (t: string): string => INSIGHT_TYPE_LABELS[t] ?? t;

/** Measurement names as titles where the vital carries none: heart_rate → Heart Rate. */
export const measurementLabel = (name: string): string =>
  name
    .split("_")
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(" ");

const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: "2-digit",
  day: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hour12: true,
};

/** Spec 2 §9: MM/DD/YYYY hh:mm A. */
export function dateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return "-";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "-";
  const f = new Intl.DateTimeFormat("en-US", timeZone ? { ...DATE_TIME, timeZone } : DATE_TIME);
  const parts = Object.fromEntries(f.formatToParts(d).map((p) => [p.type, p.value]));
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`;
}

/** Suppression window reasons as the tab shows them. */
export const SUPPRESSION_REASON_LABELS: Record<string, string> = {
  away: "Away",
  hospital_stay: "Hospital Stay",
  other: "Other",
};
