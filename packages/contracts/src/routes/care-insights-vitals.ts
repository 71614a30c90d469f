import { z } from "zod";
import { defineRoute } from "../route.js";
import { CARE_INSIGHT_ACCESS, InstantInputSchema } from "./care-insights-schemas.js";

export const VITAL_STATES = ["ASSIGNED", "ACTIVE_INSIGHT", "UNASSIGNED"] as const;
export const VitalStateSchema = z.enum(VITAL_STATES);
export type VitalState = z.infer<typeof VitalStateSchema>;
export const THRESHOLD_OPERATORS = ["gt", "lt", "eq", "gte", "lte"] as const;

/** Success and failure texts of spec 2 §8 (the range-score failure text is ours: the spec names none). */
export const VITAL_MESSAGES = {
  assigned: "Vital assigned successfully.",
  unassigned: "Vital unassigned successfully.",
  insightToggled: "Care insight turned ON/OFF successfully.",
  assignFailed: "Vital state assign failed.",
  unassignFailed: "Vital state unassign failed.",
  activeInsightFailed: "Vital state active insight failed.",
  updated: "Updated successfully.",
  updateFailed: "Update failed",
  baselineRefreshed: "Baseline refreshed successfully.",
  refreshFailed: "Refresh failed",
  rangeScoreCleared: "Range score cleared successfully.",
  rangeScoreClearFailed: "Range score clear failed.",
} as const;

/** The failure text of a state change, by the state asked for (the portal reverts its optimistic change). */
export const VITAL_STATE_FAILURE: Record<VitalState, string> = {
  ASSIGNED: VITAL_MESSAGES.assignFailed,
  UNASSIGNED: VITAL_MESSAGES.unassignFailed,
  ACTIVE_INSIGHT: VITAL_MESSAGES.activeInsightFailed,
};

const Figures = z.object({ high: z.number().nullable(), low: z.number().nullable(), avg: z.number().nullable() });

/** The Vital of spec 2 §3. threshold.upHigh/upLow/lowHigh/lowLow are the upper action, upper attention,
 * lower attention and lower action percentages around the baseline average. */
export const VitalSchema = z.object({
  seniorId: z.string(),
  measurementName: z.string(),
  measurementUnit: z.string().nullable(),
  measurementTitle: z.string().nullable(),
  currentState: VitalStateSchema,
  isDisabled: z.boolean(),
  vendorName: z.string().nullable(),
  modelNumber: z.string().nullable(),
  createdDate: z.string(),
  baseline: Figures,
  actual: Figures,
  timestamp: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  threshold: z.object({
    upHigh: z.number().nullable(),
    upLow: z.number().nullable(),
    lowHigh: z.number().nullable(),
    lowLow: z.number().nullable(),
  }),
  definition: z.unknown().nullable().describe("The two stored rules: {action: [upper rule, lower rule]}"),
});
export type Vital = z.infer<typeof VitalSchema>;

/** "Percentages become numbers; empty becomes null" (spec 2 §5): 12, "12", "12%" → 12; "" or null → null. */
const numberish = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().max(24), z.null()])
    .transform((v) => (v === null || v === "" ? null : typeof v === "number" ? v : Number(v.replace(/%$/, ""))))
    .pipe(z.number().min(min).max(max).nullable());
const Percent = numberish(0, 1000).optional().default(null);
const FiguresInput = z
  .object({
    high: numberish(-1e7, 1e7).optional().default(null),
    low: numberish(-1e7, 1e7).optional().default(null),
    avg: numberish(-1e7, 1e7).optional().default(null),
  })
  .strict();

export const ThresholdRuleSchema = z
  .object({
    operator: z.enum(THRESHOLD_OPERATORS),
    /** The bound in measurement_unit as the portal computed it (null: derived from the baseline and percentages). */
    value: numberish(-1e7, 1e7).optional().default(null),
    event: z.object({ action: z.string().trim().min(1).max(60) }).strict(),
  })
  .strict();

const isUpper = (op: string): boolean => op === "gt" || op === "gte";
const isLower = (op: string): boolean => op === "lt" || op === "lte";

export const ThresholdInputSchema = z
  .object({
    upHigh: Percent,
    upLow: Percent,
    lowHigh: Percent,
    lowLow: Percent,
    definition: z.object({ action: z.array(ThresholdRuleSchema).length(2, "exactly two rules") }).strict(),
  })
  .strict()
  .superRefine((t, ctx) => {
    const rules = t.definition.action;
    const upper = rules.filter((r) => isUpper(r.operator));
    const lower = rules.filter((r) => isLower(r.operator));
    if (upper.length !== 1 || lower.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: ["definition", "action"],
        message: "needs one rule greater than the upper bound (gt/gte) and one less than the lower bound (lt/lte)",
      });
    } else if (upper[0]?.value != null && lower[0]?.value != null && upper[0].value < lower[0].value) {
      ctx.addIssue({ code: "custom", path: ["definition", "action"], message: "upper bound is below lower bound" });
    }
    // Attention is the nearer band: its percentage cannot exceed the action percentage on the same side.
    if (t.upLow !== null && t.upHigh !== null && t.upLow > t.upHigh) {
      ctx.addIssue({ code: "custom", path: ["upLow"], message: "upper attention % exceeds upper action %" });
    }
    if (t.lowHigh !== null && t.lowLow !== null && t.lowHigh > t.lowLow) {
      ctx.addIssue({ code: "custom", path: ["lowHigh"], message: "lower attention % exceeds lower action %" });
    }
  });

export const TimezoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "unknown time zone");

const MeasurementName = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "lowercase measurement name");
const VitalKey = { senior_id: z.uuid(), measurement_name: MeasurementName };

const S = "careinsights";
const P = "/api/careinsights/vitals";
const ACCESS = CARE_INSIGHT_ACCESS.vitals;

export const vitalRoutes = {
  list: defineRoute({
    operationId: "listVitals",
    method: "POST",
    path: `${P}/list`,
    service: S,
    summary: "The senior's vitals with state, baseline, actual figures and thresholds",
    access: ACCESS,
    body: z.object({ senior_id: z.uuid(), account_id: z.uuid().optional() }),
    data: z.array(VitalSchema),
    audit: false, // a read sent as POST (spec 2 §7): nothing changes
    seniorWrite: false, // the same read: a care agent reads any senior's vitals
  }),
  state: defineRoute({
    operationId: "updateVitalState",
    method: "POST",
    path: `${P}/state-update`,
    service: S,
    summary: "Assign, unassign, or turn care insights ON (ACTIVE_INSIGHT) / OFF for a vital",
    access: ACCESS,
    body: z.object({ ...VitalKey, state: VitalStateSchema }),
    data: VitalSchema,
  }),
  thresholdUpdate: defineRoute({
    operationId: "updateVitalThreshold",
    method: "POST",
    path: `${P}/threshold-update`,
    service: S,
    summary: "Save baseline, actual figures, window and the two threshold rules; turns insights ON",
    access: ACCESS,
    body: z.object({
      ...VitalKey,
      timezone: TimezoneSchema,
      baseline_info: FiguresInput.optional(),
      actual_info: FiguresInput.optional(),
      timestamp: z
        .object({ start: InstantInputSchema.nullable().optional(), end: InstantInputSchema.nullable().optional() })
        .strict()
        .refine((w) => !w.start || !w.end || w.start <= w.end, { message: "start is after end", path: ["start"] })
        .optional(),
      threshold: ThresholdInputSchema,
    }),
    data: VitalSchema,
  }),
  baselineRefresh: defineRoute({
    operationId: "refreshVitalBaseline",
    method: "POST",
    path: `${P}/baseline-refresh`,
    service: S,
    summary: "Recompute the baseline high/low/avg from the daily rollups of the last `days` days (default 30)",
    access: ACCESS,
    body: z.object({ ...VitalKey, days: z.number().int().min(1).max(365).default(30) }),
    data: VitalSchema,
  }),
  rangeScoreClear: defineRoute({
    operationId: "clearVitalRangeScore",
    method: "POST",
    path: `${P}/range-score-clear`,
    service: S,
    summary: "Clear the range-score milestone state of a vital",
    access: ACCESS,
    body: z.object(VitalKey),
    data: VitalSchema,
  }),
} as const;
