// Vocabularies, texts, access groups and answer shapes of the careinsights service (routes: careinsights.ts).
import { z } from "zod";
import { epochDigits, nsToDate } from "../nano-timestamp.js";
import { paged, type PagedShape } from "../paged.js";
import type { StaffRole } from "../roles.js";

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
 * The digits are read exactly (epochDigits, BigInt division), as every nanosecond timestamp is.
 */
export const InstantInputSchema = z.union([
  z.iso.datetime({ offset: true }).transform((iso) => new Date(iso)),
  z.union([z.string(), z.number()]).transform((raw, ctx) => {
    const digits = epochDigits(raw);
    const date = digits === null || digits.length > 19 ? null : epochToDate(digits);
    if (!date || Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999) {
      ctx.addIssue({ code: "custom", message: "not a valid instant" });
      return z.NEVER;
    }
    return date;
  }),
]);

function epochToDate(digits: string): Date {
  if (digits.length <= 13) return new Date(Number(digits));
  return digits.length <= 16 ? new Date(Number(BigInt(digits) / 1_000n)) : nsToDate(digits);
}

export const BoolQuerySchema = z.enum(["true", "false"]).transform((v) => v === "true");

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
  original_message: z.string().nullable().describe("The first text, kept when the message was first changed"),
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

/**
 * A care-insight list page: `paged` with the next page's offset named `offset` (-1 at the end, spec 1 §9) and the
 * limit echoed, the wire shape these routes answered before `paged` existed.
 */
export const pageSchema = <T extends z.ZodType>(
  item: T,
): z.ZodObject<PagedShape<T, "offset"> & { limit: z.ZodNumber }> =>
  paged(item, "offset").extend({ limit: z.number().int() });

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
