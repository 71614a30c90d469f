import { z } from "zod";
import { AlarmEventSchema } from "../realtime.js";
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

export const AlarmMessages = {
  alreadyTaken: (name: string): string => `This alarm has already been taken by ${name}.`,
  alreadyClosed: "This alarm is already closed.",
  assignedToOther: (name: string): string => `This alarm is assigned to ${name}; only they can close it.`,
  taken: "Alarm assigned to you.",
  closed: "Alarm closed.",
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

export const supervisionRoutes = {
  listAlarms: defineRoute({
    operationId: "listAlarms",
    method: "GET",
    path: "/api/supervision/alarms",
    service: S,
    summary: "SOS / fall alarms by status (oldest first), in the realtime event's shape",
    access: ALARM_ROLES,
    readAudit: true, // seniors' names, alarms and locations, no senior named in the call
    querystring: z.object({
      statuses: jsonQuery(z.array(AlarmStatusFilterSchema).min(1).max(10))
        .optional()
        .describe('JSON list, e.g. [{"status":"pending"}] or [{"status":"assigned","user_id":"…"}]; default pending'),
      limit: z.coerce.number().int().min(1).max(ALARM_LIST_MAX).default(100),
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
    body: z.object({
      alarm_id: z.uuid(),
      status: z.enum(["assigned", "closed"]),
      notes: z.string().trim().max(500).optional(),
    }),
    data: AlarmEventSchema,
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
