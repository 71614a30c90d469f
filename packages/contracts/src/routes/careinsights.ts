import { z } from "zod";
import { MESSAGE_MAX_LENGTH, PAGE_SIZES } from "../constants.js";
import { jsonQuery } from "../fields.js";
import type { StaffRole } from "../roles.js";
import { defineRoute } from "../route.js";

/** Care insight vocabularies (spec 1 §3, spec 2 §3). `facility_summary` is a type too: the 'Agency Summary'. */
export const CARE_INSIGHT_TYPES = [
  "summary",
  "alert",
  "sos",
  "fall",
  "call_entry",
  "milestone",
  "resources",
  "facility_summary",
] as const;
export const CARE_INSIGHT_KINDS = ["action", "attention", "good_news", "summary", "alert", "facility_summary"] as const;
export const CARE_INSIGHT_STATUSES = [
  "approved",
  "new",
  "sent",
  "abandoned",
  "no_action",
  "sent_for_approval",
  "approved_with_edit",
  "denied",
] as const;
export const CareInsightTypeSchema = z.enum(CARE_INSIGHT_TYPES);
export const CareInsightKindSchema = z.enum(CARE_INSIGHT_KINDS);
export const CareInsightStatusSchema = z.enum(CARE_INSIGHT_STATUSES);
export type CareInsightStatus = z.infer<typeof CareInsightStatusSchema>;

/** Texts of spec 2 §8; the alert pair is ours (the spec names only the summary texts). */
export const CARE_INSIGHT_MESSAGES = {
  summarySubmitted: "Summary message submitted successfully.",
  summaryFailed: "Failed to submit summary message.",
  alertSubmitted: "Alert message submitted successfully.",
  alertFailed: "Failed to submit alert message.",
} as const;

/** Who does what with care insights (spec 1 §6 privilege table; docs/care-insights.md explains each choice). */
export const CARE_INSIGHT_ACCESS = {
  history: ["Admin", "CareAgent", "Admin_WellnessServices", "FACILITY_AGENT"],
  alerts: ["CareAgent", "Admin_WellnessServices"],
  summaryWrite: ["CareAgent", "Admin", "Admin_WellnessServices"],
  approve: ["Admin", "Admin_WellnessServices"],
  facilitySummaries: ["Admin", "Admin_WellnessServices", "FACILITY_AGENT"],
  markRead: ["FACILITY_AGENT"],
  milestones: ["Admin", "CareAgent", "Admin_WellnessServices"],
  vitals: ["Admin", "CareAgent", "Admin_WellnessServices"],
} as const satisfies Record<string, readonly StaffRole[]>;

/**
 * An instant given as ISO 8601 or as an epoch number. The spec sends microseconds on these calls and nanoseconds on
 * the wellness calls, so the unit of an epoch number follows its size: up to 13 digits ms, 14-16 µs, 17-19 ns.
 */
export const InstantInputSchema = z
  .union([z.iso.datetime({ offset: true }), z.string().regex(/^\d{1,19}$/), z.number().int().min(0)])
  .transform((raw, ctx) => {
    const date = typeof raw === "string" && !/^\d+$/.test(raw) ? new Date(raw) : epochToDate(Number(raw));
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999) {
      ctx.addIssue({ code: "custom", message: "not a valid instant" });
      return z.NEVER;
    }
    return date;
  });

function epochToDate(n: number): Date {
  const digits = Math.trunc(n).toString().length;
  return new Date(digits <= 13 ? n : digits <= 16 ? n / 1e3 : n / 1e6);
}

export const BoolQuerySchema = z.enum(["true", "false"]).transform((v) => v === "true");
/** Offset of a list page; -1 (the spec's "end of data" marker) is accepted and answers an empty page. */
const OffsetSchema = z.coerce.number().int().min(-1).max(1_000_000).default(0);
const limitSchema = (def: number) => z.coerce.number().int().min(1).max(100).default(def);
const oneOrMany = <T extends z.ZodEnum>(e: T) =>
  z.union([e.transform((v) => [v]), jsonQuery(z.array(e).min(1).max(20))]);
/** Status filter: one status or a JSON list. 'approved' also matches approved_with_edit (both went out). */
export const StatusFilterSchema = oneOrMany(CareInsightStatusSchema);
/** insight_type filter: a type or a kind (spec: "insight_type action" filters the action kind), or a JSON list. */
export const InsightTypeFilterSchema = oneOrMany(z.enum([...CARE_INSIGHT_TYPES, "action", "attention", "good_news"]));
const MessageSchema = z
  .string()
  .trim()
  .min(1, "Required Field")
  .max(MESSAGE_MAX_LENGTH, `must be at most ${MESSAGE_MAX_LENGTH} characters`);
/** Accepted for the portal's sake; the recorded actor is always the signed-in user. */
const UpdatedBySchema = z.string().trim().max(254).optional();
const IdList = z.array(z.uuid()).min(1).max(100);

export const CareInsightSchema = z.object({
  care_insight_id: z.string(),
  senior_id: z.string().nullable(),
  account_id: z.string().nullable(),
  facility_id: z.string().nullable(),
  senior_name: z.string().nullable(),
  insight_type: CareInsightTypeSchema,
  kind: CareInsightKindSchema,
  status: CareInsightStatusSchema,
  vital_type: z.string().nullable(),
  message: z.string(),
  original_message: z.string().nullable().describe("The text before an approver edited it"),
  range: z.string().nullable(),
  range_map: z.object({ good_lower: z.number().nullable(), good_upper: z.number().nullable() }),
  value: z.number().nullable(),
  detail: z.unknown().nullable(),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  timestamp: z.string().describe("ISO time the insight was created"),
  updated_on: z.string(),
});
export type CareInsight = z.infer<typeof CareInsightSchema>;

/** A list page. `offset` is the offset of the NEXT page, or -1 when this page reached the end (spec 1 §9). */
export const pageSchema = <T extends z.ZodType>(
  item: T,
): z.ZodObject<{ items: z.ZodArray<T>; offset: z.ZodNumber; limit: z.ZodNumber; total: z.ZodNumber }> =>
  z.object({ items: z.array(item), offset: z.number().int(), limit: z.number().int(), total: z.number().int() });

export const WeightedCareInsightSchema = CareInsightSchema.extend({
  sort_weight: z.number().int().describe("SOS 5000, fall 4000, call entry 3000, alert 2000, summary 1000, else 0"),
});
export const FacilitySummarySchema = CareInsightSchema.extend({
  is_read: z.boolean().nullable().describe("Read by the calling facility agent; null for other roles"),
});
export const StatusHistorySchema = z.object({
  id: z.string(),
  care_insight_id: z.string(),
  from_status: CareInsightStatusSchema.nullable(),
  to_status: CareInsightStatusSchema,
  message: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_by_name: z.string().nullable(),
  changed_at: z.string(),
});
export const MilestoneSchema = z.object({
  event_id: z.string(),
  senior_id: z.string(),
  senior_name: z.string(),
  measurement_type: z.string(),
  milestone: z.string(),
  milestone_ordinal: z.number().int(),
  status: z.string().nullable(),
  created_date: z.string(),
  last_submitted: z.string().nullable(),
  modification_date: z.string(),
});

const Window = {
  start_timestamp: InstantInputSchema.optional(),
  end_timestamp: InstantInputSchema.optional(),
};
export const HistoryQuerySchema = z.object({
  senior_id: z.uuid(),
  account_id: z.uuid().optional(),
  ...Window,
  desc: BoolQuerySchema.default(true),
  offset: OffsetSchema,
  limit: limitSchema(PAGE_SIZES.default),
  status: StatusFilterSchema.optional(),
  insight_type: InsightTypeFilterSchema.optional(),
});
const IdBody = z.object({ care_insight_id: z.uuid() });
const SeniorBody = { senior_id: z.uuid(), account_id: z.uuid().optional() };

const S = "careinsights";
const P = "/api/careinsights";
const A = CARE_INSIGHT_ACCESS;

export const careInsightRoutes = {
  history: defineRoute({
    operationId: "getCareInsightHistory",
    method: "GET",
    path: `${P}/history`,
    service: S,
    summary: "A senior's care insights in a window (default last 30 days), paged",
    access: A.history,
    querystring: HistoryQuerySchema,
    data: pageSchema(CareInsightSchema),
  }),
  subHistory: defineRoute({
    operationId: "getCareInsightSubHistory",
    method: "GET",
    path: `${P}/sub-history`,
    service: S,
    summary: "Every status change of one insight, oldest first",
    access: A.history,
    querystring: z.object({ care_insight_id: z.uuid(), senior_id: z.uuid() }),
    data: z.array(StatusHistorySchema),
  }),
  query: defineRoute({
    operationId: "queryCareInsights",
    method: "GET",
    path: `${P}/query`,
    service: S,
    summary: "Action-type query: a senior's insights by insight_type (type or kind) and status",
    access: A.alerts,
    querystring: HistoryQuerySchema.extend({ insight_type: InsightTypeFilterSchema.default(["action"]) }),
    data: pageSchema(CareInsightSchema),
  }),
  updateInsight: defineRoute({
    operationId: "updateCareInsight",
    method: "PUT",
    path: `${P}/update-insight`,
    service: S,
    summary: "Act on an alert: new/abandoned → sent_for_approval (with message) or no_action",
    access: A.alerts,
    body: IdBody.extend({
      updated_by: UpdatedBySchema,
      status: CareInsightStatusSchema,
      message: z.string().trim().max(MESSAGE_MAX_LENGTH).optional(),
    }),
    data: CareInsightSchema,
  }),
  updateStatus: defineRoute({
    operationId: "bulkUpdateCareInsightStatus",
    method: "PUT",
    path: `${P}/update-status`,
    service: S,
    summary: "Bulk: move new/abandoned insights to no_action (all or nothing)",
    access: A.alerts,
    body: z.object({ care_insight_ids: IdList, updated_by: UpdatedBySchema, status: z.literal("no_action") }),
    data: z.object({ updated: z.number().int(), care_insight_ids: z.array(z.string()) }),
  }),
  createSummary: defineRoute({
    operationId: "createCareInsightSummary",
    method: "POST",
    path: `${P}/summary`,
    service: S,
    summary: "Write a caregiver or agency summary; a care agent's goes to sent_for_approval",
    access: A.summaryWrite,
    body: z.object({
      ...SeniorBody,
      message: MessageSchema,
      insight_type: z.enum(["summary", "facility_summary"]).default("summary"),
    }),
    data: CareInsightSchema,
  }),
  createAlert: defineRoute({
    operationId: "createCareInsightAlert",
    method: "POST",
    path: `${P}/alert`,
    service: S,
    summary: "Write an alert message about a senior; a care agent's goes to sent_for_approval",
    access: A.alerts,
    body: z.object({
      ...SeniorBody,
      message: MessageSchema,
      vital_type: z
        .string()
        .regex(/^[a-z][a-z0-9_]{0,39}$/)
        .optional(),
    }),
    data: CareInsightSchema,
  }),
  review: defineRoute({
    operationId: "listCareInsightReview",
    method: "GET",
    path: `${P}/review`,
    service: S,
    summary: "Approval queue: alerts, summaries and agency summaries (default sent_for_approval), newest first",
    access: A.approve,
    querystring: z.object({
      desc: BoolQuerySchema.default(true),
      offset: OffsetSchema,
      limit: limitSchema(PAGE_SIZES.careInsightReview),
      status: StatusFilterSchema.default(["sent_for_approval"]),
      insight_type: oneOrMany(z.enum(["alert", "summary", "facility_summary"])).optional(),
    }),
    data: pageSchema(CareInsightSchema),
  }),
  approve: defineRoute({
    operationId: "approveCareInsight",
    method: "PUT",
    path: `${P}/approve`,
    service: S,
    summary: "sent_for_approval → approved, message unchanged (alerts; summaries use approve-summary)",
    access: A.approve,
    body: IdBody,
    data: CareInsightSchema,
  }),
  approveWithEdit: defineRoute({
    operationId: "approveCareInsightWithEdit",
    method: "PUT",
    path: `${P}/approve-with-edit`,
    service: S,
    summary: "sent_for_approval → approved_with_edit with the edited message; the original is kept",
    access: A.approve,
    body: IdBody.extend({ message: MessageSchema }),
    data: CareInsightSchema,
  }),
  approveSummary: defineRoute({
    operationId: "approveCareInsightSummary",
    method: "PUT",
    path: `${P}/approve-summary`,
    service: S,
    summary: "Summary / agency summary approval; with a changed message it is approved_with_edit",
    access: A.approve,
    body: IdBody.extend({ message: MessageSchema.optional() }),
    data: CareInsightSchema,
  }),
  deny: defineRoute({
    operationId: "denyCareInsight",
    method: "PUT",
    path: `${P}/deny`,
    service: S,
    summary: "sent_for_approval → denied",
    access: A.approve,
    body: IdBody,
    data: CareInsightSchema,
  }),
  bulkDeny: defineRoute({
    operationId: "bulkDenyCareInsights",
    method: "PUT",
    path: `${P}/bulk-deny`,
    service: S,
    summary: "Deny several insights by id (all or nothing)",
    access: A.approve,
    body: z.object({ care_insight_ids: IdList }),
    data: z.object({ updated: z.number().int(), care_insight_ids: z.array(z.string()) }),
  }),
  all: defineRoute({
    operationId: "listSeniorMessages",
    method: "GET",
    path: `${P}/all`,
    service: S,
    summary: "A senior's messages by sort weight (SOS, fall, call entry, alert, summary), then newest first",
    access: A.history,
    querystring: z.object({
      ...SeniorBody,
      ...Window,
      status: StatusFilterSchema.optional(),
      offset: OffsetSchema,
      limit: limitSchema(20),
    }),
    data: pageSchema(WeightedCareInsightSchema),
  }),
  allFacility: defineRoute({
    operationId: "listFacilitySummaries",
    method: "GET",
    path: `${P}/all-facility`,
    service: S,
    summary: "Agency summary insights of a facility (default status approved), with the caller's read marks",
    access: A.facilitySummaries,
    querystring: z.object({
      facility_id: z.uuid(),
      senior_id: z.uuid().optional(),
      status: StatusFilterSchema.default(["approved"]),
      ...Window,
      offset: OffsetSchema,
      limit: limitSchema(PAGE_SIZES.residents),
    }),
    data: pageSchema(FacilitySummarySchema),
  }),
  markRead: defineRoute({
    operationId: "markCareInsightsRead",
    method: "POST",
    path: `${P}/mark-read`,
    service: S,
    summary: "A facility agent marks agency summaries of one resident as read",
    access: A.markRead,
    body: z.object({ ...SeniorBody, care_insight_id: IdList }),
    data: z.object({ marked: z.number().int(), care_insight_ids: z.array(z.string()) }),
  }),
  milestones: defineRoute({
    operationId: "listCareInsightMilestones",
    method: "GET",
    path: `${P}/milestones`,
    service: S,
    summary: "Range milestones, newest first (one senior, or every senior in the caller's scope)",
    access: A.milestones,
    querystring: z.object({
      senior_id: z.uuid().optional(),
      account_id: z.uuid().optional(),
      measurement_type: z
        .string()
        .regex(/^[a-z][a-z0-9_]{0,39}$/)
        .optional(),
      offset: OffsetSchema,
      limit: limitSchema(PAGE_SIZES.ciRangeMilestones),
    }),
    data: pageSchema(MilestoneSchema),
  }),
} as const;
