import { z } from "zod";
import { MESSAGE_MAX_LENGTH, PAGE_SIZES } from "../constants.js";
import { jsonQuery } from "../fields.js";
import { defineRoute } from "../route.js";
import {
  BoolQuerySchema,
  CARE_INSIGHT_ACCESS,
  CARE_INSIGHT_TYPES,
  CareInsightSchema,
  CareInsightStatusSchema,
  FacilitySummarySchema,
  InstantInputSchema,
  MilestoneSchema,
  pageSchema,
  StatusHistorySchema,
  WeightedCareInsightSchema,
} from "./care-insights-schemas.js";

export * from "./care-insights-schemas.js";

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
    seniorWrite: "care_insight",
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
    seniorWrite: "care_insight",
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
    readAudit: true, // many seniors' insights in one read (issue 20 item 7)
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
