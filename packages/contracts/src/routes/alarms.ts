import { z } from "zod";
import { AlarmEventSchema, type AlarmEvent } from "../realtime.js";
import { jsonQuery } from "../fields.js";
import { NanoTimestampOut, nanoTimestampDate } from "../nano-timestamp.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";

const S = "supervision";

/** The roles with the alarm privilege (spec 1 §6: isAlarms): they receive popups, take and close alarms. */
export const ALARM_ROLES: readonly StaffRole[] = ["CareAgent", "Admin_WellnessServices"];

/**
 * Who may read a senior's SOS / fall history (the 'Fall & SOS Detection' table of the senior and resident
 * dashboards, spec 3 §2): the alarm roles plus Admin and the facility agent, each within their senior scope.
 */
export const ALARM_HISTORY_ROLES: readonly StaffRole[] = [
  "Admin",
  "CareAgent",
  "Admin_WellnessServices",
  "FACILITY_AGENT",
];

/** One entry of the `statuses` list (spec 2 §7): pending alarms, or alarms assigned (to one user when given). */
export const AlarmStatusFilterSchema = z.union([
  z.object({ status: z.literal("pending") }).strict(),
  z.object({ status: z.literal("assigned"), user_id: z.uuid().optional() }).strict(),
]);
export type AlarmStatusFilter = z.infer<typeof AlarmStatusFilterSchema>;

export const ALARM_LIST_MAX = 500;
/** The page the portal asks for when it loads the open alarms (it asks again from the last item until a short page). */
export const ALARM_LIST_PAGE = 100;

/**
 * Where the next page of the alarm list starts: the sort key of the last item received, in the list's order
 * ("most urgent first"): pending before assigned, then the higher escalation level, then the newer device time
 * (`timestamp`), then `alarm_id` descending to break ties. Keyset paging: none is listed twice; an alarm raised or
 * escalated while a client pages may sort onto a page already read, and reaches it through the channel (the portal
 * loads while subscribed) or with its next load.
 */
export const AlarmListCursorSchema = z
  .object({
    alarm_status: z.enum(["pending", "assigned"]),
    escalation_level: z.number().int().min(0),
    timestamp: z.iso.datetime({ offset: true }),
    alarm_id: z.uuid(),
  })
  .strict();
export type AlarmListCursor = z.infer<typeof AlarmListCursorSchema>;

/** The cursor of the page after the one `last` ends (send it as `after`, JSON). */
export function alarmListCursor(last: AlarmEvent): AlarmListCursor {
  return {
    // A closed alarm is never listed; the list's statuses are pending and assigned.
    alarm_status: last.alarm_status === "pending" ? "pending" : "assigned",
    escalation_level: last.escalation_level,
    timestamp: last.timestamp,
    alarm_id: last.alarm_id,
  };
}

export const AlarmMessages = {
  alreadyTaken: (name: string): string => `This alarm has already been taken by ${name}.`,
  alreadyClosed: "This alarm is already closed.",
  assignedToOther: (name: string): string => `This alarm is assigned to ${name}; only they can close it.`,
  taken: "Alarm assigned to you.",
  closed: "Alarm closed.",
  /** The portal could not load the open alarms (spec 2 §8, spelled as the spec spells it); it tries again. */
  listFailed: "Failed to fetch exisisting events data.",
} as const;

/**
 * A point in time as the portal sends it: epoch nanoseconds (ms × 1e6, spec 3 §7 for the SOS / fall lists),
 * as digits, or an ISO-8601 date-time with offset. Parsed to a Date.
 */
export const InstantQuerySchema = z.union([
  nanoTimestampDate,
  z.iso.datetime({ offset: true }).transform((iso) => new Date(iso)),
]);

/** An SOS or fall event in a senior's history (newest first). `time` is epoch nanoseconds (spec 3 §3). */
export const AlarmHistoryItemSchema = z.object({
  alarm_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  status: z.enum(["sos", "fall"]),
  alarm_status: z.enum(["pending", "assigned", "closed"]),
  time: NanoTimestampOut.describe("Epoch nanoseconds of the device event (ms × 1e6), exact digits"),
  timestamp: z.string().describe("The same instant as ISO-8601"),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  assigned_to: z.string().nullable(),
  assigned_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type AlarmHistoryItem = z.infer<typeof AlarmHistoryItemSchema>;

const AlarmHistoryQuery = z.object({
  senior_id: z.uuid(),
  account_id: z.uuid(),
  start_timestamp: InstantQuerySchema.optional().describe("Default: 30 days before end_timestamp"),
  end_timestamp: InstantQuerySchema.optional().describe("Default: now"),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/** The caregivers an alarm's responder calls (issue 27 item 7): primary, secondary, then other emergency contacts. */
export const AlarmContactSchema = z.object({
  caregiver_id: z.string(),
  name: z.string(),
  caregiver_type: z.enum(["primary", "secondary", "alternate"]),
  relationship: z.string().nullable(),
  /** Digits as stored (the portal formats them, spec 1 §5). */
  mobile_number: z.string().nullable(),
  emergency_contact: z.boolean(),
});
export type AlarmContact = z.infer<typeof AlarmContactSchema>;

export const AlarmConditionSchema = z.object({ condition: z.string(), severity_level: z.string().nullable() });

/** At most this many caregivers and conditions in an alarm's details: what fits the popup; the tabs have the rest. */
export const ALARM_DETAILS_LIMITS = { contacts: 5, conditions: 5 } as const;

/**
 * What the responder of an alarm needs in the next minute, beside the event's fields (issue 27 item 7): where the
 * senior was last located (with its time, its address and the home geofence for the small map), whom to call, and
 * the senior's key medical conditions and allergies. One read, asked after the popup has painted.
 */
export const AlarmDetailsSchema = z.object({
  alarm_id: z.string(),
  senior_id: z.string(),
  /** The same point as the event's last_location: the newer of the alarm's own coordinates and the latest location event. */
  location: z
    .object({
      lat: z.number(),
      lng: z.number(),
      /** When the point was recorded (ISO): its age is what the responder weighs. */
      at: z.string(),
      source: z.enum(["alarm", "location_event"]),
      /** The home's address when the point is inside the home geofence; otherwise the geocoder's; null when unknown. */
      address: z.string().nullable(),
      /** Metres from the home's centre; null without home coordinates. */
      distance_from_home_m: z.number().nullable(),
      /** Inside the home geofence; null without home coordinates or radius. */
      at_home: z.boolean().nullable(),
    })
    .nullable(),
  /** The senior's home (the centre of the geofence) and its radius in metres; null without home coordinates. */
  home: z
    .object({ lat: z.number(), lng: z.number(), radius_m: z.number().nullable(), address: z.string().nullable() })
    .nullable(),
  contacts: z.array(AlarmContactSchema),
  /** The most severe first (Severe, Moderate, Mild, unrated), newest first within; at most ALARM_DETAILS_LIMITS.conditions. */
  conditions: z.array(AlarmConditionSchema),
  /** How many conditions the senior has in all (allergies not counted). */
  conditions_total: z.number().int(),
  /**
   * Allergies. The data model has no allergy field: these are the conditions whose name says allergy (e.g.
   * "Penicillin allergy"). An empty list means none is recorded, not that the senior has none.
   */
  allergies: z.array(AlarmConditionSchema),
});
export type AlarmDetails = z.infer<typeof AlarmDetailsSchema>;

/**
 * How a closed alarm ended (issue 27 item 5): closing asks for one. snake_case values, stored as the `alarm_outcome`
 * enum; `other` needs the close `notes` to say what happened.
 */
export const ALARM_OUTCOMES = [
  "real_emergency",
  "fall_with_injury",
  "fall_without_injury",
  "cancelled_by_wearer",
  "accidental_press",
  "device_fault",
  "other",
] as const;
export type AlarmOutcome = (typeof ALARM_OUTCOMES)[number];

/** The portal's words for each outcome, in the order the close dialog offers them. */
export const ALARM_OUTCOME_LABELS: Record<AlarmOutcome, string> = {
  real_emergency: "Real emergency",
  fall_with_injury: "Fall with injury",
  fall_without_injury: "Fall without injury",
  cancelled_by_wearer: "Cancelled by the wearer",
  accidental_press: "Accidental press",
  device_fault: "Device fault",
  other: "Other",
};

export const AlarmOutcomeMessages = {
  outcomeRequired: "Choose how the alarm ended before closing it.",
  noteRequired: "Say what happened: a note is required when the outcome is Other.",
} as const;

/**
 * The spec's take/close body (alarm_id, status, notes) plus `outcome`, required when closing; `notes` required when
 * the outcome is `other`. Either missing is a 400 in the validation envelope, naming the field.
 */
export const UpdateAlarmBodySchema = z
  .object({
    alarm_id: z.uuid(),
    status: z.enum(["assigned", "closed"]),
    notes: z.string().trim().max(500).optional(),
    outcome: z.enum(ALARM_OUTCOMES).optional().describe("How the alarm ended; required when status is closed"),
  })
  .superRefine((b, ctx) => {
    if (b.status === "closed" && !b.outcome) {
      ctx.addIssue({ code: "custom", path: ["outcome"], message: AlarmOutcomeMessages.outcomeRequired });
    }
    if (b.outcome === "other" && !b.notes) {
      ctx.addIssue({ code: "custom", path: ["notes"], message: AlarmOutcomeMessages.noteRequired });
    }
  });

/**
 * The kinds of step in an alarm's timeline, in the order they normally happen. `raised` is the device's time,
 * `received` the API's, `published` the first announcement on the channel, `delivered` the first portal that said it
 * received it, `escalated` each escalation round announced (detail.level), `notified` each delivery of the alarm chain
 * outside the portal (e-mail or webhook: `notification`), `taken`, `call_started` each call entered about the alarm
 * (its start_time; the first is the alarm's first call), `closed` (with the outcome).
 */
export const ALARM_STEP_KINDS = [
  "raised",
  "received",
  "published",
  "delivered",
  "escalated",
  "notified",
  "taken",
  "call_started",
  "closed",
] as const;
export type AlarmStepKind = (typeof ALARM_STEP_KINDS)[number];

export const AlarmTimelineStepSchema = z.object({
  kind: z.enum(ALARM_STEP_KINDS),
  /** ISO-8601 instant. */
  at: z.string(),
  /** The staff member who did it (delivered: whose portal; taken; call_started; closed); null for the system's steps. */
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  /** escalated: the level reached; call_started: the call log. */
  level: z.number().int().nullable(),
  call_log_id: z.string().nullable(),
  /** notified: one delivery of the alarm chain (docs/realtime.md "When nobody is watching"); null for other steps. */
  notification: z
    .object({
      /** The chain's step (ALARM_CHAIN_STEPS): agents, facility or webhook. */
      step: z.string(),
      channel: z.enum(["email", "webhook"]),
      /** The e-mail address or the webhook URL; empty when the step had nobody to reach. */
      target: z.string(),
      status: z.enum(["sent", "failed", "skipped"]),
      attempts: z.number().int(),
    })
    .nullable(),
});
export type AlarmTimelineStep = z.infer<typeof AlarmTimelineStepSchema>;

/** One alarm's timeline (issue 27 item 5): its steps oldest first (ties in ALARM_STEP_KINDS order), and how it ended. */
export const AlarmTimelineSchema = z.object({
  alarm_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  type: z.enum(["sos", "fall"]),
  alarm_status: z.enum(["pending", "assigned", "closed"]),
  /** received_at − occurred_at in whole seconds when the alarm arrived late; null otherwise. */
  late_by_s: z.number().int().nullable(),
  escalation_level: z.number().int(),
  outcome: z.enum(ALARM_OUTCOMES).nullable(),
  /** The close notes (the note of an `other` outcome). */
  notes: z.string().nullable(),
  steps: z.array(AlarmTimelineStepSchema),
});
export type AlarmTimeline = z.infer<typeof AlarmTimelineSchema>;

/** The answer to a delivery acknowledgement: the alarm's FIRST delivery, whoever it was (only the first counts). */
export const AlarmDeliveredSchema = z.object({
  alarm_id: z.string(),
  first_delivered_at: z.string(),
  first_delivered_to: z.string().nullable(),
  /** True when this call was the first delivery (it set the time). */
  first: z.boolean(),
});
export type AlarmDelivered = z.infer<typeof AlarmDeliveredSchema>;

export const alarmRoutes = {
  listAlarms: defineRoute({
    operationId: "listAlarms",
    method: "GET",
    path: "/api/supervision/alarms",
    service: S,
    summary:
      "SOS / fall alarms by status, most urgent first (pending, higher escalation level, newer), in the realtime event's shape",
    access: ALARM_ROLES,
    readAudit: true, // seniors' names, alarms and locations, no senior named in the call
    querystring: z.object({
      statuses: jsonQuery(z.array(AlarmStatusFilterSchema).min(1).max(10))
        .optional()
        .describe('JSON list, e.g. [{"status":"pending"}] or [{"status":"assigned","user_id":"…"}]; default pending'),
      limit: z.coerce.number().int().min(1).max(ALARM_LIST_MAX).default(ALARM_LIST_PAGE),
      after: jsonQuery(AlarmListCursorSchema)
        .optional()
        .describe(
          "JSON sort key of the last item of the previous page (alarm_status, escalation_level, timestamp, alarm_id); a page shorter than limit is the last",
        ),
    }),
    data: z.array(AlarmEventSchema),
  }),
  updateAlarm: defineRoute({
    operationId: "updateAlarm",
    method: "PUT",
    path: "/api/supervision/update-alarms",
    service: S,
    summary: "Take (assigned) or close an alarm; every open popup is told through the realtime channel",
    access: ALARM_ROLES,
    body: UpdateAlarmBodySchema,
    data: AlarmEventSchema,
  }),
  alarmDelivered: defineRoute({
    operationId: "acknowledgeAlarmDelivered",
    method: "POST",
    path: "/api/supervision/alarm-delivered",
    service: S,
    summary:
      "The portal says it received an alarm (its popup got the event); the first acknowledgement is the alarm's first delivery, later ones change nothing",
    access: ALARM_ROLES,
    // Records when the alarm reached a portal: nothing about the senior changes, so no care relationship to check.
    seniorWrite: false,
    body: z.object({ alarm_id: z.uuid() }),
    data: AlarmDeliveredSchema,
  }),
  alarmTimeline: defineRoute({
    operationId: "getAlarmTimeline",
    method: "GET",
    path: "/api/supervision/alarm-timeline",
    service: S,
    summary:
      "One alarm's timeline: device time, received, first published, first delivered, taken, escalations, calls, closed (who and when) and its outcome",
    // The detail of a row of the senior's Fall & SOS history: the history's roles and senior rule.
    access: ALARM_HISTORY_ROLES,
    querystring: z.object({ alarm_id: z.uuid(), senior_id: z.uuid(), account_id: z.uuid() }),
    data: AlarmTimelineSchema,
  }),
  alarmDetails: defineRoute({
    operationId: "getAlarmDetails",
    method: "GET",
    path: "/api/supervision/alarm-details",
    service: S,
    summary:
      "What an alarm's responder needs beside the event: last location (time, address, home geofence), caregivers to call, key conditions and allergies",
    // Everyone who sees an alarm: its popup (the alarm roles) and its detail in the Fall & SOS history (Admin and
    // facility agents too). Each of them already reads every part through the care-circle, medical and location
    // routes, under the same senior rule (requireSenior): this read widens nothing.
    access: ALARM_HISTORY_ROLES,
    // senior_id in the query: read-audited with the senior, like the routes it reads for (route.ts readAudit).
    querystring: z.object({ alarm_id: z.uuid(), senior_id: z.uuid(), account_id: z.uuid().optional() }),
    data: AlarmDetailsSchema,
  }),
  listSos: defineRoute({
    operationId: "listSosEvents",
    method: "GET",
    path: "/api/supervision/sos",
    service: S,
    summary: "A senior's SOS events in a time range, newest first",
    access: ALARM_HISTORY_ROLES,
    querystring: AlarmHistoryQuery,
    data: z.array(AlarmHistoryItemSchema),
  }),
  listFallDetection: defineRoute({
    operationId: "listFallDetectionEvents",
    method: "GET",
    path: "/api/supervision/fall-detection",
    service: S,
    summary: "A senior's fall detections in a time range, newest first",
    access: ALARM_HISTORY_ROLES,
    querystring: AlarmHistoryQuery,
    data: z.array(AlarmHistoryItemSchema),
  }),
} as const;
