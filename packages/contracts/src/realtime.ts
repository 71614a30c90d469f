import { z } from "zod";
import type { StaffRole } from "./roles.js";
import { MilestoneSchema } from "./routes/care-insights-schemas.js";

/** Channel and event names of spec 3 §9, kept exactly. Facility agents get a per-facility summary channel. */
export const CHANNELS = {
  alert: "private-alert",
  summary: "private-summary",
  sosFall: "private-sos-fall-channel",
  facilitySummaryPrefix: "private-summary-facility-",
} as const;

export const facilitySummaryChannel = (facilityId: string): string => `${CHANNELS.facilitySummaryPrefix}${facilityId}`;

export const EVENTS = {
  alert: { trigger: "trigger", approveAlert: "approve-alert", alertActionNotification: "alert-action-notification" },
  summary: {
    approveSummary: "approve-summary",
    summaryActionNotification: "summary-action-notification",
    milestone: "milestone",
    traceCompleted: "trace_completed",
    facilitySummaryActionNotification: "facility-summary-action-notification",
  },
  sosFall: { sosFallEvent: "sos-fall-event" },
} as const;

/**
 * Who may subscribe to which channel, from the privilege table (spec 1 §6):
 * alarms → CareAgent, Admin_WellnessServices; alerts → CareAgent, Admin_WellnessServices, Admin (approve);
 * summaries → CareAgent (action notifications), Admin and Admin_WellnessServices (approve);
 * per-facility summaries → the FACILITY_AGENT of that facility only.
 */
export const CHANNEL_ROLES: Record<
  "private-alert" | "private-summary" | "private-sos-fall-channel",
  readonly StaffRole[]
> = {
  "private-alert": ["CareAgent", "Admin", "Admin_WellnessServices"],
  "private-summary": ["CareAgent", "Admin", "Admin_WellnessServices"],
  "private-sos-fall-channel": ["CareAgent", "Admin_WellnessServices"],
};

/** Payload of `sos-fall-event` (spec 2 §3 Alarm). Published when pending, again when assigned or escalated. */
export const AlarmEventSchema = z.object({
  alarm_id: z.string(),
  account_id: z.string(),
  senior_id: z.string(),
  member_id: z.number().int(),
  senior_name: z.string(),
  senior_timezone: z.string(),
  senior_mobile: z.string().nullable(),
  status: z.enum(["sos", "fall"]),
  alarm_status: z.enum(["pending", "assigned", "closed"]),
  timestamp: z.string().describe("ISO time the device raised it"),
  assigned_to: z.string().nullable(),
  assigned_to_name: z.string().nullable(),
  escalation_level: z.number().int(),
  last_alert_time: z.string().nullable(),
  last_call_time: z.string().nullable(),
  last_location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /**
   * Beside the spec's fields (issue 27 item 2): a late alarm, received more than LATE_READING_WINDOW_S after the
   * device raised it (a watch that was out of coverage), carries how late, in whole seconds; null when in time.
   * Late or not, it is announced and escalated alike.
   */
  late_by_s: z
    .number()
    .int()
    .nullable()
    .describe("seconds between the device raising it and its receipt, when over the late window; else null"),
});
export type AlarmEvent = z.infer<typeof AlarmEventSchema>;

/** Payload of the care-insight events on private-alert / private-summary. */
export const InsightEventSchema = z.object({
  care_insight_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  facility_id: z.string().nullable(),
  senior_name: z.string(),
  senior_timezone: z.string(),
  insight_type: z.string(),
  status: z.string(),
  message: z.string(),
  vital_type: z.string().nullable(),
  detail: z.array(z.object({ label: z.string(), value: z.string() })).nullable(),
  timestamp: z.string(),
  /** The milestone notification (spec 2 §3) of a `milestone` insight; null for every other type. */
  milestone: MilestoneSchema.nullable(),
});
export type InsightEvent = z.infer<typeof InsightEventSchema>;
