import { z } from "zod";
import { defineRoute } from "../route.js";
import {
  ACTIVITY_CATEGORIES,
  BooleanQuery,
  checkedPeriod,
  MEASUREMENT_ROLES,
  NsTimestamp,
  Num,
  PeriodQuery,
  WEIGHT_CATEGORIES,
} from "./measurement-common.js";

// Activity, body health, heart rate and respiration of one senior for a day, week or month (spec 3 §2 wellness
// screens, §3, §7). Series are hourly when the period is at most 25 hours long, daily (in `timezone`) otherwise.

const S = "measurement";
const roles = MEASUREMENT_ROLES.wellness;

export const ActivityQuery = checkedPeriod(PeriodQuery.extend({ newversion: BooleanQuery.optional() }));
export const WellnessPeriodQuery = checkedPeriod(PeriodQuery);
export const BodyGraphQuery = checkedPeriod(PeriodQuery.extend({ measurement_type: z.enum(["weight", "hydration"]) }));

export const ActivityScoreSchema = z.object({
  /** The day's steps in day view; the average steps per day with data for longer periods. */
  step_count: Num,
  total_steps: z.number(),
  days_with_data: z.number().int(),
  target_score: z.number(),
  /** step_count / target_score × 100, rounded; null without data. */
  goal_percentage: Num,
  steps_category: z.enum(ACTIVITY_CATEGORIES),
});

export const ActivitySeriesSchema = z.object({
  /** Keyed by the bucket start (ns). */
  data: z.record(
    z.string(),
    z.object({ step_count: z.number(), target_score: z.number(), goal_percentage: z.number() }),
  ),
  bucket: z.enum(["hour", "day"]),
  target_score: z.number(),
  goal_percentage: Num,
});

const Masses = z.object({ weight: Num, muscle_mass: Num, fat_mass: Num, bone_mass: Num });
const Percentages = z.object({ muscle_mass: Num, fat_mass: Num, bone_mass: Num, hydration: Num });
const Extremity = z.object({ average: Num, max: Num, min: Num });

export const RawMeasurementSchema = z.object({
  data: z.object({
    extremities: z.object({
      raw_data: z.object({ average_bmi: Num, average_weight: Num, max_weight: Num, min_weight: Num }),
      percentage: z.object({
        muscle_mass: Extremity,
        fat_mass: Extremity,
        bone_mass: Extremity,
        hydration: Extremity,
      }),
    }),
    /** Keyed by bucket start (ns). Masses in lbs, percentages of body weight. */
    all_data: z.record(z.string(), z.object({ raw_data: Masses.extend({ bmi: Num }), percentage: Percentages })),
  }),
  goal_percentile: z.object({
    current_weight: Num,
    start_body_weight: Num,
    target_weight: Num,
    body_weight_goal_percentage: Num,
    current_hydration: Num,
    start_hydration: Num,
    target_hydration: Num,
    body_hydration_goal_percentage: Num,
  }),
  /** The latest weigh-in up to the end of the period (the 'Last recorded <date>' label), null if none. */
  last: z.object({ time: NsTimestamp, weight: Num, bmi: Num, hydration: Num }).nullable(),
});

export const RawDifferenceSchema = z.object({
  /** Last values before the period (lbs). */
  previous_mass: Masses,
  /** Last values within the period (lbs). */
  current_mass: Masses,
  previous_percentage: Percentages,
  current_percentage: Percentages,
  previous_time: NsTimestamp.nullable(),
  current_time: NsTimestamp.nullable(),
  /** current − previous weight, lbs. */
  weight_change: Num,
  weight_category: z.enum(WEIGHT_CATEGORIES),
});

export const BodyGraphSchema = z.object({
  measurement_type: z.enum(["weight", "hydration"]),
  bucket: z.enum(["hour", "day"]),
  /** Averages per bucket: lbs for weight, % for hydration. */
  data: z.array(z.object({ time: NsTimestamp, weight: Num.optional(), hydration: Num.optional() })),
});

/** Extremes of one vital over the period (all null without data), in the vital's unit. */
export const VitalExtremeSchema = z.object({
  /** Time of the latest reading. */
  time: NsTimestamp.nullable(),
  min: Num,
  max: Num,
  last: Num,
  mean: Num,
});

/** Heart rate extremes, bpm (whole numbers). */
export const HeartExtremeSchema = VitalExtremeSchema;

export const HeartSeriesSchema = z.object({
  bucket: z.enum(["hour", "day"]),
  data: z.array(
    z.object({
      time: NsTimestamp,
      heart_rate: z.number(),
      min_heart_rate: z.number(),
      max_heart_rate: z.number(),
      /** Steps in the same bucket, for the combined 'Heart Rate/Steps' chart. */
      step_count: z.number(),
    }),
  ),
});

/** Respiration extremes, breaths/min (the sleep mat's rate), to 1 decimal. */
export const RespirationExtremeSchema = VitalExtremeSchema;

export const RespirationSeriesSchema = z.object({
  bucket: z.enum(["hour", "day"]),
  data: z.array(
    z.object({
      time: NsTimestamp,
      /** Mean breaths/min of the bucket, 1 decimal. */
      respiration_rate: z.number(),
      min_respiration_rate: z.number(),
      max_respiration_rate: z.number(),
    }),
  ),
});

function wellnessRoute<const Q extends z.ZodType, const D extends z.ZodType>(
  operationId: string,
  path: string,
  summary: string,
  querystring: Q,
  data: D,
) {
  return defineRoute({ operationId, method: "GET", path, service: S, summary, access: roles, querystring, data });
}

export const measurementWellnessRoutes = {
  activityScore: wellnessRoute(
    "getActivityScore",
    "/api/measurement/activity/score",
    "Steps against the goal for the period (Goal / Week Average / Month Average card)",
    ActivityQuery,
    ActivityScoreSchema,
  ),
  activitySeries: wellnessRoute(
    "getActivitySeries",
    "/api/measurement/activity/series",
    "Steps per hour (day) or per day (week, month)",
    ActivityQuery,
    ActivitySeriesSchema,
  ),
  rawMeasurement: wellnessRoute(
    "getBodyRawMeasurement",
    "/api/measurement/body-health/raw-measurement",
    "Body composition extremes and series, weight and hydration goal progress, last weigh-in",
    WellnessPeriodQuery,
    RawMeasurementSchema,
  ),
  rawDifference: wellnessRoute(
    "getBodyRawDifference",
    "/api/measurement/body-health/raw-difference",
    "Body masses and percentages before and at the end of the period (GAIN / LOSS boxes)",
    WellnessPeriodQuery,
    RawDifferenceSchema,
  ),
  bodyGraph: wellnessRoute(
    "getBodyGraph",
    "/api/measurement/body-health/body-graph",
    "Weight (lbs) or hydration (%) averages per bucket",
    BodyGraphQuery,
    BodyGraphSchema,
  ),
  heartExtreme: wellnessRoute(
    "getHeartExtreme",
    "/api/measurement/vitals/heart-extreme",
    "Heart rate min, max, last and mean of the period",
    WellnessPeriodQuery,
    HeartExtremeSchema,
  ),
  heart: wellnessRoute(
    "getHeartSeries",
    "/api/measurement/vitals/heart",
    "Heart rate (mean, min, max) and steps per bucket",
    WellnessPeriodQuery,
    HeartSeriesSchema,
  ),
  respirationExtreme: wellnessRoute(
    "getRespirationExtreme",
    "/api/measurement/vitals/respiration-extreme",
    "Respiration rate (breaths/min) min, max, last and mean of the period",
    WellnessPeriodQuery,
    RespirationExtremeSchema,
  ),
  respiration: wellnessRoute(
    "getRespirationSeries",
    "/api/measurement/vitals/respiration",
    "Respiration rate (breaths/min: mean, min, max) per bucket",
    WellnessPeriodQuery,
    RespirationSeriesSchema,
  ),
} as const;
