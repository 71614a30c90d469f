import { z } from "zod";
import { MIN_NAME_SEARCH_LENGTH } from "../constants.js";
import { jsonQuery } from "../fields.js";
import { defineRoute } from "../route.js";
import {
  ACTIVITY_CATEGORIES,
  BooleanQuery,
  HEART_CATEGORIES,
  HYDRATION_CATEGORIES,
  MEASUREMENT_ROLES,
  NsTimestampInput,
  Num,
  RISK_CATEGORIES,
  SLEEP_CATEGORIES,
  TimezoneInput,
  WEIGHT_CATEGORIES,
} from "./measurement-common.js";
import { DashboardCursorInput } from "./measurement-cursor.js";

/** Cards per page of the care dashboard (infinite scroll loads the next page with LastEvaluatedKey). */
export const DASHBOARD_PAGE_SIZE = 20;

/** Letters, digits, whitespace and common punctuation (spec 3 §5 "Dashboard searches"). */
export const NAME_SEARCH_CHARS = /^[\p{L}\p{N}\s.,'’\-&()]*$/u;

/** Name search: trimmed, inner spaces collapsed; empty (no filter) or at least 3 characters. */
export const NameSearchValue = z
  .string()
  .max(100)
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .regex(NAME_SEARCH_CHARS, "only letters, digits, spaces and common punctuation")
      .refine((v) => v.length === 0 || v.length >= MIN_NAME_SEARCH_LENGTH, {
        message: `must be empty or at least ${MIN_NAME_SEARCH_LENGTH} characters`,
      }),
  );

/** Member id search: digits only, at most 6 (spec 3 §5). */
export const MemberIdSearchValue = z
  .string()
  .trim()
  .regex(/^\d{0,6}$/, "digits only, at most 6");

export const DashboardSearchItem = z.discriminatedUnion("type", [
  z.object({ type: z.literal("name"), value: NameSearchValue }),
  z.object({ type: z.literal("member_id"), value: MemberIdSearchValue }),
]);
export type DashboardSearchItem = z.infer<typeof DashboardSearchItem>;

export const DashboardQuery = z
  .object({
    /** Start of the period (ns). Optional when `period` is given; the server then computes it in `timezone`. */
    start_time: NsTimestampInput.optional(),
    /** End of the period (ns); default now. */
    end_time: NsTimestampInput.optional(),
    /** day | week (Monday) | month, from the start of the period in `timezone` until now. Default day. */
    period: z.enum(["day", "week", "month"]).optional(),
    ascending: BooleanQuery.default(true),
    timezone: TimezoneInput,
    last_evaluated_key: DashboardCursorInput.optional(),
    facility_id: z.uuid().optional(),
    facility_type: z.enum(["assisted_living", "independent_living", "memory_care"]).optional(),
    /** A care agent's own id (the default for care agents), another staff id (filter), or 'all' (All Seniors). */
    assigned_to: z.union([z.literal("all"), z.uuid()]).optional(),
    search_query: jsonQuery(z.array(DashboardSearchItem).max(4)).optional(),
  })
  .refine((q) => q.start_time === undefined || q.end_time === undefined || q.start_time < q.end_time, {
    message: "start_time must be before end_time",
    path: ["end_time"],
  })
  .refine((q) => q.start_time === undefined || (q.end_time ?? Date.now()) - q.start_time <= 32 * 86_400_000, {
    message: "the dashboard period may not exceed 32 days",
    path: ["start_time"],
  });

export const DashboardSeniorSchema = z.object({
  seniorId: z.string(),
  name: z.object({ first_name: z.string(), last_name: z.string() }),
  member_id: z.number().int(),
  account_id: z.string(),
  /** Id of the profile image (SeniorImage), null when none. */
  profile_image: z.string().nullable(),
  location: z.object({ timezone: z.string() }),
  risk_category: z.enum(RISK_CATEGORIES),
  alerts: z.object({ sos: z.number().int(), falls: z.number().int() }),
  devices: z.object({
    watch: z.object({
      /** Connectivity of the linked watch; null when no watch is linked. */
      online: z.boolean().nullable(),
      /** Latest heart rate of the period, bpm. */
      heart_rate: Num,
      heart_category: z.enum(HEART_CATEGORIES),
      /** Steps per day with data (the day's total in day view). */
      step_count: Num,
      steps_category: z.enum(ACTIVITY_CATEGORIES),
    }),
    scale: z.object({
      /** Average weight of the period, lbs (1 decimal). */
      avg_weight: Num,
      weight_category: z.enum(WEIGHT_CATEGORIES),
      /** Average hydration of the period, %. */
      avg_hydration: Num,
      hydration_category: z.enum(HYDRATION_CATEGORIES),
    }),
    sleep_mat: z.object({
      avg_sleep_score: Num,
      sleep_category: z.enum(SLEEP_CATEGORIES),
      /** Average interruptions per night. */
      interruptions: Num,
      /** Seconds. */
      avg_total_sleep_time: Num,
    }),
  }),
});
export type DashboardSenior = z.infer<typeof DashboardSeniorSchema>;

export const DashboardDataSchema = z.object({
  /** Cards keyed by senior id, in page order. */
  dashboard: z.record(z.string(), DashboardSeniorSchema),
  /** Opaque cursor of the next page; null at the end. */
  LastEvaluatedKey: z.string().nullable(),
  /** The period the cards cover (ns), after defaults. */
  start_time: z.string(),
  end_time: z.string(),
});

export const measurementDashboardRoutes = {
  dashboard: defineRoute({
    operationId: "getCareDashboard",
    method: "GET",
    path: "/api/measurement/dashboard",
    service: "measurement",
    summary: "Care dashboard cards (risk, alerts, device metrics) for the seniors in the caller's scope",
    access: MEASUREMENT_ROLES.dashboard,
    readAudit: true, // many seniors' vitals and alerts in one read (issue 20 item 7)
    querystring: DashboardQuery,
    data: DashboardDataSchema,
  }),
} as const;
