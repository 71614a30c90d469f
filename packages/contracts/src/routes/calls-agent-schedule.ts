import { z } from "zod";
import { paged } from "../paged.js";
import { defineRoute } from "../route.js";
import type { StaffRole } from "../roles.js";
import { CALL_STATUSES, CALLEE_TYPES, CallReasonField } from "./calls.js";
import { TimezoneInput } from "./measurement-common.js";

/** The administrators who plan the coaches' days; BDMs run corporations, not calls (docs/administration.md). */
export const AGENT_SCHEDULE_ROLES: readonly StaffRole[] = ["Admin", "Admin_WellnessServices"];

/** Coaches on one page of /portal-admin/agent-schedule (the spec's default list size: it names none). */
export const AGENT_SCHEDULE_PAGE_SIZE = 10;

/**
 * How a call stands on the day's board, derived from its status and the clock: done (completed), missed (its slot
 * has ended and it was never started), upcoming (not started, slot not over), in_progress (started), cancelled.
 */
export const CALL_OUTCOMES = ["done", "missed", "upcoming", "in_progress", "cancelled"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];
export const CALL_OUTCOME_LABELS: Readonly<Record<CallOutcome, string>> = {
  done: "Done",
  missed: "Missed",
  upcoming: "Upcoming",
  in_progress: "In progress",
  cancelled: "Cancelled",
};

export const AgentScheduleCallSchema = z.object({
  call_id: z.string(),
  senior_id: z.string(),
  account_id: z.string(),
  senior_name: z.string(),
  callee_type: z.enum(CALLEE_TYPES),
  callee_name: z.string(),
  start_time: z.string().describe("ISO-8601"),
  end_time: z.string(),
  duration: z.number().int().describe("Minutes"),
  call_reason: CallReasonField.nullable(),
  call_status: z.enum(CALL_STATUSES),
  outcome: z.enum(CALL_OUTCOMES),
});
export type AgentScheduleCall = z.infer<typeof AgentScheduleCallSchema>;

export const AgentScheduleCoachSchema = z.object({
  careagent_id: z.string(),
  fullName: z.string(),
  email: z.string(),
  shift: z.string().nullable(),
  is_active: z.boolean(),
  counts: z.object(
    Object.fromEntries(CALL_OUTCOMES.map((o) => [o, z.number().int()])) as Record<CallOutcome, z.ZodNumber>,
  ),
  calls: z.array(AgentScheduleCallSchema).describe("The day's calls, soonest first (deleted calls left out)"),
});
export type AgentScheduleCoach = z.infer<typeof AgentScheduleCoachSchema>;

export const AgentScheduleQuery = z.object({
  date: z.iso.date({ error: "must be a date YYYY-MM-DD" }).describe("The day, in `timezone`"),
  timezone: TimezoneInput.describe("The zone the day is read in: the admin's browser"),
  careagent_id: z.uuid({ error: "must be a uuid" }).optional().describe("One coach only"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(AGENT_SCHEDULE_PAGE_SIZE),
});

export const agentScheduleRoutes = {
  agentSchedule: defineRoute({
    operationId: "listAgentSchedule",
    method: "GET",
    path: "/api/supervision/admin/agent-schedule",
    service: "supervision",
    summary: "Each coach's calls on one day (coaches by name, paged), with done / missed / upcoming counts",
    access: AGENT_SCHEDULE_ROLES,
    // Who calls whom when: names and times of calls, no health data (the Call Schedule tab reads the same rows).
    readAudit: false,
    querystring: AgentScheduleQuery,
    data: paged(AgentScheduleCoachSchema),
  }),
} as const;
