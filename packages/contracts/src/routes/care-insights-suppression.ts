// Suppression windows (issue 16 item 7, beyond the spec): staff mark a time when a senior is away or in hospital;
// threshold and no-data alerts are not raised during it (SOS and falls always are). docs/care-insights.md
// "Suppression windows".
import { z } from "zod";
import { defineRoute } from "../route.js";
import { CARE_INSIGHT_ACCESS, InstantInputSchema, pageSchema } from "./care-insights-schemas.js";

export const SUPPRESSION_REASONS = ["away", "hospital_stay", "other"] as const;
export const SuppressionReasonSchema = z.enum(SUPPRESSION_REASONS);

/** A window may last at most this long (a longer absence is recorded as several windows, each reviewed). */
export const SUPPRESSION_MAX_DAYS = 90;
/** A window may start at most this far ahead (a typo in the year should not hide alerts for years). */
export const SUPPRESSION_MAX_LEAD_DAYS = 365;
export const SUPPRESSION_NOTE_MAX = 500;
const DAY_MS = 86_400_000;

export const SUPPRESSION_MESSAGES = {
  created: "Suppression window created successfully.",
  updated: "Suppression window updated successfully.",
  deleted: "Suppression window deleted successfully.",
} as const;

export const SuppressionWindowSchema = z.object({
  suppression_window_id: z.string(),
  senior_id: z.string(),
  start: z.string(),
  end: z.string(),
  reason: SuppressionReasonSchema,
  note: z.string().nullable(),
  active: z.boolean().describe("The window holds the current instant"),
  created_by: z.string().nullable(),
  updated_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SuppressionWindow = z.infer<typeof SuppressionWindowSchema>;

/** start < end, and at most SUPPRESSION_MAX_DAYS apart (the "end in the future" rule needs the clock: the API's). */
export const SuppressionWindowInputSchema = z
  .object({
    senior_id: z.uuid(),
    account_id: z.uuid().optional(),
    start: InstantInputSchema,
    end: InstantInputSchema,
    reason: SuppressionReasonSchema,
    note: z
      .string()
      .trim()
      .max(SUPPRESSION_NOTE_MAX, `must be at most ${SUPPRESSION_NOTE_MAX} characters`)
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((w, ctx) => {
    if (w.end.getTime() <= w.start.getTime()) {
      ctx.addIssue({ code: "custom", path: ["end"], message: "must be after start" });
    } else if (w.end.getTime() - w.start.getTime() > SUPPRESSION_MAX_DAYS * DAY_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["end"],
        message: `must be at most ${SUPPRESSION_MAX_DAYS} days after start`,
      });
    }
  });

const IdParams = z.object({ suppression_window_id: z.uuid() });
const S = "careinsights";
const P = "/api/careinsights/suppression-windows";
/** The Care Insights tab's roles (the thresholds screen's). */
const ACCESS = CARE_INSIGHT_ACCESS.vitals;

export const suppressionRoutes = {
  list: defineRoute({
    operationId: "listSuppressionWindows",
    method: "GET",
    path: P,
    service: S,
    summary: "A senior's suppression windows, latest end first (past ones included: the tab shows the history)",
    access: ACCESS,
    querystring: z.object({
      senior_id: z.uuid(),
      account_id: z.uuid().optional(),
      offset: z.coerce.number().int().min(-1).max(1_000_000).default(0),
      limit: z.coerce.number().int().min(1).max(100).default(20),
    }),
    data: pageSchema(SuppressionWindowSchema),
  }),
  create: defineRoute({
    operationId: "createSuppressionWindow",
    method: "POST",
    path: P,
    service: S,
    summary: "Create a window (away, hospital_stay, other) during which threshold and no-data alerts are not raised",
    access: ACCESS,
    body: SuppressionWindowInputSchema,
    data: SuppressionWindowSchema,
  }),
  update: defineRoute({
    operationId: "updateSuppressionWindow",
    method: "PUT",
    path: `${P}/:suppression_window_id`,
    service: S,
    summary: "Replace a window's start, end, reason and note (e.g. end a hospital stay early)",
    access: ACCESS,
    params: IdParams,
    body: SuppressionWindowInputSchema,
    data: SuppressionWindowSchema,
  }),
  remove: defineRoute({
    operationId: "deleteSuppressionWindow",
    method: "DELETE",
    path: `${P}/:suppression_window_id`,
    service: S,
    summary: "Delete a window (the audit trail keeps the request)",
    access: ACCESS,
    params: IdParams,
    querystring: z.object({ senior_id: z.uuid(), account_id: z.uuid().optional() }),
    data: z.object({ suppression_window_id: z.string() }),
  }),
} as const;
