import { z } from "zod";
import { APPLICATION_CODES, MESSAGE_MAX_LENGTH } from "../constants.js";
import { optionalText, requiredText } from "../fields.js";
import { paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";

const S = "supervision";

/** Scheduler, Call Schedule and Call Log tabs (spec 2 §2 'Tab visibility'). */
export const CALL_ROLES: readonly StaffRole[] = ["Admin", "CareAgent", "Admin_WellnessServices"];

/** Spec 2 §3 'Call scheduler and call log': a call's statuses and its assignment statuses. */
export const CALL_STATUSES = ["started", "not_started", "in_progress", "cancelled", "completed", "deleted"] as const;
export const CALL_ASSIGNMENT_STATUSES = ["pending", "assigned", "completed"] as const;
export type CallStatusValue = (typeof CALL_STATUSES)[number];
export type CallAssignmentStatusValue = (typeof CALL_ASSIGNMENT_STATUSES)[number];

/** Statuses whose call no longer holds its slot (the overlap rules skip them). */
export const CALL_STATUSES_FREEING_SLOT: readonly CallStatusValue[] = ["cancelled", "deleted"];

/** Spec 2 §3 call reasons: the wire value is the spec's text; the key is the database enum's. */
export const CALL_REASONS = {
  senior_onboarding: "Senior Onboarding",
  caregiver_onboarding: "Caregiver Onboarding",
  senior_check_in: "Senior Check-in",
  caregiver_check_in: "Caregiver Check-in",
  return_call: "Return Call",
  agency_follow_up: "Agency follow-up",
  fall_detected: "Fall Detected",
  sos: "SOS",
  care_coordination: "Care Coordination",
  care_insight_notification: "Care Insight Notification",
  other: "Other",
} as const;
export type CallReasonKey = keyof typeof CALL_REASONS;
export type CallReasonLabel = (typeof CALL_REASONS)[CallReasonKey];
const REASON_LABELS = Object.values(CALL_REASONS) as [CallReasonLabel, ...CallReasonLabel[]];
export const CallReasonField = z.enum(REASON_LABELS, { error: "Unknown call reason" });

export const CALLEE_TYPES = ["senior", "caregiver"] as const;
export const CALL_DIRECTIONS = ["inbound", "outbound"] as const;
export const CALL_PRIORITIES = ["low", "medium", "high"] as const;

/** Longest scheduled or logged call, in minutes (a whole working shift). */
export const CALL_MAX_MINUTES = 480;
/** Action items of one call log, and the length of each. */
export const CALL_ACTION_ITEMS_MAX = 20;
export const CALL_ACTION_ITEM_MAX_LENGTH = 500;

/** Texts of the call screens and answers (spec 2 §8; the conflict texts are ours, the spec names only the codes). */
export const CALL_MESSAGES = {
  scheduled: "Call Scheduled Successfully!",
  updated: "Call Updated Successfully!",
  scheduleFailed: "Call Scheduled Unsuccessful!",
  logFailed: "Something Went Wrong!",
  logged: "Call logged successfully.",
  slotFree: "The time slot is available.",
  agentConflict: "The care agent already has a call scheduled in this time slot.",
  calleeConflict: {
    senior: "The senior already has a call scheduled in this time slot.",
    caregiver: "The caregiver already has a call scheduled in this time slot.",
  },
  /** Default of the portal's conflict state (spec 2 §8). */
  conflictDefault: "Something went wrong.",
  callDeleted: "This call has been deleted and can no longer be changed.",
  callClosed: "This call was cancelled or deleted; it cannot be logged.",
  callAlreadyCompleted: "This call has already been completed.",
  notCareAgent: "is not an active care agent",
  notCallee: "is neither the senior nor one of the senior's caregivers",
  callEntryRecorded: "Call entry recorded.",
} as const;

export const CALL_CONFLICT_CODES = {
  careAgent: APPLICATION_CODES.callScheduleCareAgentConflict,
  callee: APPLICATION_CODES.callScheduleUserConflict,
} as const;

const Uuid = z.uuid({ error: "must be a uuid" });
const Instant = z.iso.datetime({ offset: true, error: "must be an ISO-8601 date-time with offset" });
const Duration = z
  .number({ error: "must be a number of minutes" })
  .int("must be whole minutes")
  .min(1, "must be at least 1 minute")
  .max(CALL_MAX_MINUTES, `must be at most ${CALL_MAX_MINUTES} minutes`);
const ActionItems = z
  .array(requiredText(CALL_ACTION_ITEM_MAX_LENGTH))
  .max(CALL_ACTION_ITEMS_MAX, `at most ${CALL_ACTION_ITEMS_MAX} action items`);
const Notes = optionalText(MESSAGE_MAX_LENGTH);

// ─── Scheduler ────────────────────────────────────────────────────────────────────────────────────────────────

export const CallScheduleSchema = z.object({
  call_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  senior_name: z.string(),
  callee_id: z.string(),
  callee_type: z.enum(CALLEE_TYPES),
  callee_name: z.string(),
  careagent_id: z.string(),
  careagent_name: z.string(),
  start_time: z.string().describe("ISO-8601"),
  end_time: z.string().describe("start_time + duration"),
  duration: z.number().int().describe("Minutes"),
  call_reason: CallReasonField.nullable(),
  call_status: z.enum(CALL_STATUSES),
  assignment_status: z.enum(CALL_ASSIGNMENT_STATUSES),
  created_at: z.string(),
});
export type CallScheduleRow = z.infer<typeof CallScheduleSchema>;

const SeniorRef = { senior_id: Uuid, account_id: Uuid };

export const CreateCallScheduleBody = z.object({
  ...SeniorRef,
  callee_id: Uuid.describe("The senior's id, or one of the senior's caregivers' ids"),
  careagent_id: Uuid,
  start_time: Instant,
  duration: Duration,
  call_reason: CallReasonField,
});

export const UpdateCallScheduleBody = z.object({
  ...SeniorRef,
  call_id: Uuid,
  callee_id: Uuid.optional(),
  careagent_id: Uuid.optional(),
  start_time: Instant.optional(),
  duration: Duration.optional(),
  call_reason: CallReasonField.optional(),
  call_status: z.enum(CALL_STATUSES).optional(),
  assignment_status: z.enum(CALL_ASSIGNMENT_STATUSES).optional(),
});

export const CheckSlotBody = z.object({
  callee_id: Uuid,
  careagent_id: Uuid,
  start_time: Instant,
  duration: Duration,
  exclude: Uuid.optional().describe("A call to leave out (the call being moved)"),
});

export const CalleeScheduleQuery = z
  .object({
    callee_id: Uuid,
    call_status: z.enum(CALL_ASSIGNMENT_STATUSES),
    gte_time: Instant.optional().describe("Upcoming calls from this time (pending / assigned)"),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.call_status === "completed" || q.gte_time !== undefined, {
    message: "Required Field",
    path: ["gte_time"],
  });

/** The widest window of the call schedule list (a month's view with its edges). */
export const CALL_SCHEDULE_MAX_WINDOW_DAYS = 31;

/**
 * The Call Schedule screens' calls by day or week: a senior's (the senior tab) or a care agent's (the care agent's
 * own /call-schedule page). Calls starting in [start_time, end_time), deleted ones left out.
 */
export const CallScheduleListQuery = z
  .object({
    senior_id: Uuid.optional(),
    account_id: Uuid.optional(),
    careagent_id: Uuid.optional(),
    start_time: Instant,
    end_time: Instant,
  })
  .superRefine((q, ctx) => {
    if (!q.senior_id && !q.careagent_id) {
      ctx.addIssue({ code: "custom", path: ["careagent_id"], message: "senior_id or careagent_id is required" });
    }
    const span = Date.parse(q.end_time) - Date.parse(q.start_time);
    if (span <= 0) ctx.addIssue({ code: "custom", path: ["end_time"], message: "must be after start_time" });
    else if (span > CALL_SCHEDULE_MAX_WINDOW_DAYS * 86_400_000) {
      ctx.addIssue({
        code: "custom",
        path: ["end_time"],
        message: `the window may not exceed ${CALL_SCHEDULE_MAX_WINDOW_DAYS} days`,
      });
    }
  });

// ─── Call logs ────────────────────────────────────────────────────────────────────────────────────────────────

export const CallLogSchema = z.object({
  call_log_id: z.string(),
  account_id: z.string(),
  senior_id: z.string(),
  careagent_id: z.string(),
  careagent_name: z.string(),
  call_id: z.string().nullable(),
  alarm_id: z.string().nullable(),
  start_time: z.string(),
  call_time: z.string(),
  duration: z.number().int().nullable().describe("Minutes"),
  call_direction: z.enum(CALL_DIRECTIONS).nullable(),
  call_reason: CallReasonField.nullable(),
  call_type: z.string().nullable(),
  call_status: z.string().nullable(),
  callee_type: z.enum(CALLEE_TYPES).nullable(),
  call_priority: z.string().nullable(),
  care_call_notes: z.string().nullable(),
  action_item: z.array(z.string()),
  disposition: z.string().nullable(),
  created_at: z.string(),
});
export type CallLogRow = z.infer<typeof CallLogSchema>;

export const InstantCallLogBody = z.object({
  ...SeniorRef,
  careagent_id: Uuid.optional().describe("Default: the caller"),
  start_time: Instant,
  call_time: Instant,
  duration: Duration.optional(),
  call_direction: z.enum(CALL_DIRECTIONS),
  call_reason: CallReasonField,
  call_type: optionalText(50).optional(),
  call_status: z.literal("completed").default("completed"),
  callee_type: z.enum(CALLEE_TYPES).default("senior"),
  call_priority: z.enum(CALL_PRIORITIES).optional(),
  care_call_notes: Notes.optional(),
  action_item: ActionItems.default([]),
  disposition: optionalText(100).optional(),
});

export const OutboundCallLogBody = z.object({
  ...SeniorRef,
  call_id: Uuid,
  call_time: Instant,
  care_call_notes: Notes.optional(),
  action_item: ActionItems.default([]),
});

export const CallLogListQuery = z.object({ ...SeniorRef, ...pagingQuery(10, 100).shape });

// ─── Call entry (after an alarm, or from the senior area) ─────────────────────────────────────────────────────

export const CallEntryBody = z.object({
  ...SeniorRef,
  alarm_id: Uuid.optional().describe("The SOS / fall alarm the call answers, if any"),
  call_type: requiredText(50),
  start_time: Instant,
  call_time: Instant.optional().describe("Default: now"),
  duration: Duration.optional(),
  call_direction: z.enum(CALL_DIRECTIONS).default("outbound"),
  call_reason: CallReasonField.optional(),
  care_call_notes: requiredText(MESSAGE_MAX_LENGTH),
});

/** What the call-entry popup shows (spec 2 §3 'Call entry event'). */
export const CallEntryEventSchema = z.object({
  eventType: z.literal("call_entry"),
  fullName: z.string(),
  seniorMobile: z.string().nullable(),
  seniorId: z.string(),
  accountId: z.string(),
  seniorTimezone: z.string(),
  eventId: z.string().describe("seniorId-alarmId, or the senior id alone without an alarm"),
  alarmId: z.string().nullable(),
  startTime: z.string().describe("When the popup's call starts (now)"),
  callType: z.string().nullable(),
  lastAlertTime: z.string().nullable(),
  lastCallTime: z.string().nullable(),
});

export const CallEntryResultSchema = z.object({
  call_log: CallLogSchema,
  care_insight_id: z.string(),
  event: CallEntryEventSchema,
});

// ─── Care agent picker ────────────────────────────────────────────────────────────────────────────────────────

export const CareAgentListItemSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  assignedSenior: z.number().int().describe("How many seniors are assigned to the agent"),
});

export const callRoutes = {
  createCallSchedule: defineRoute({
    operationId: "createCallSchedule",
    method: "POST",
    path: "/api/supervision/call-scheduler",
    service: S,
    summary: "Book a call; 409 with 2032.3002 (care agent busy) or 2032.3003 (callee busy) on an overlap",
    access: CALL_ROLES,
    body: CreateCallScheduleBody,
    data: CallScheduleSchema,
  }),
  updateCallSchedule: defineRoute({
    operationId: "updateCallSchedule",
    method: "PUT",
    path: "/api/supervision/update-call-scheduler",
    service: S,
    summary: "Move, reassign, cancel or complete a call; the same overlap rules, the call itself excluded",
    access: CALL_ROLES,
    body: UpdateCallScheduleBody,
    data: CallScheduleSchema,
  }),
  calleeCallSchedule: defineRoute({
    operationId: "listCalleeCallSchedule",
    method: "GET",
    path: "/api/supervision/callee-call-scheduler",
    service: S,
    summary: "A callee's calls: completed newest first, or pending / assigned from gte_time, oldest first",
    access: CALL_ROLES,
    querystring: CalleeScheduleQuery,
    data: z.array(CallScheduleSchema),
  }),
  listCallSchedule: defineRoute({
    operationId: "listCallSchedule",
    method: "GET",
    path: "/api/supervision/call-schedule",
    service: S,
    summary: "Calls of a senior or of a care agent starting in a window (at most 31 days), soonest first",
    access: CALL_ROLES,
    querystring: CallScheduleListQuery,
    data: z.array(CallScheduleSchema),
  }),
  checkSchedulerSlot: defineRoute({
    operationId: "checkSchedulerSlot",
    method: "POST",
    path: "/api/supervision/check-scheduler-slot",
    service: S,
    summary: "200 when the slot is free for both the care agent and the callee, else 409 with 2032.3002 / 2032.3003",
    access: CALL_ROLES,
    audit: false, // reads only
    seniorWrite: false, // reads only
    body: CheckSlotBody,
    data: z.object({ available: z.literal(true) }),
  }),
  instantCallLog: defineRoute({
    operationId: "createInstantCallLog",
    method: "POST",
    path: "/api/supervision/call-logs/instant",
    service: S,
    summary: "Log a call that just happened (call_status completed)",
    access: CALL_ROLES,
    body: InstantCallLogBody,
    data: CallLogSchema,
  }),
  outboundCallLog: defineRoute({
    operationId: "createOutboundCallLog",
    method: "POST",
    path: "/api/supervision/call-logs/outbound",
    service: S,
    summary: "Log the outcome of a scheduled call; the scheduled call becomes completed",
    access: CALL_ROLES,
    body: OutboundCallLogBody,
    data: CallLogSchema,
  }),
  listCallLogs: defineRoute({
    operationId: "listCallLogs",
    method: "GET",
    path: "/api/supervision/call-logs",
    service: S,
    summary: "A senior's call logs, call_time newest first, paged",
    access: CALL_ROLES,
    querystring: CallLogListQuery,
    data: paged(CallLogSchema),
  }),
  callEntry: defineRoute({
    operationId: "createCallEntry",
    method: "POST",
    path: "/api/supervision/call-entry",
    service: S,
    summary: "Record a call entry: a call log and a call_entry care insight; the alarm's last call time follows",
    access: CALL_ROLES,
    body: CallEntryBody,
    data: CallEntryResultSchema,
  }),
  callEntryEvent: defineRoute({
    operationId: "getCallEntryEvent",
    method: "GET",
    path: "/api/supervision/call-entry",
    service: S,
    summary: "What the call-entry popup shows for a senior (and an alarm): name, mobile, last alert and call times",
    access: CALL_ROLES,
    querystring: z.object({ ...SeniorRef, alarm_id: Uuid.optional() }),
    data: CallEntryEventSchema,
  }),
  careAgentList: defineRoute({
    operationId: "listCareAgentsForPicker",
    method: "GET",
    path: "/api/users/query/careagent-list",
    service: "users",
    summary: "Active care agents for pickers (scheduler), by name",
    access: CALL_ROLES,
    querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(100) }),
    data: z.array(CareAgentListItemSchema),
  }),
} as const;
