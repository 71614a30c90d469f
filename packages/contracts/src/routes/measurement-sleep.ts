import { z } from "zod";
import { jsonQuery } from "../fields.js";
import { nanoTimestampMs } from "../nano-timestamp.js";
import { defineRoute } from "../route.js";
import {
  checkedPeriod,
  MEASUREMENT_ROLES,
  NsTimestamp,
  NsTimestampInput,
  Num,
  SeniorRefQuery,
  SLEEP_CATEGORIES,
} from "./measurement-common.js";

// Sleep screens (spec 3 §2 "Sleep screen", §3 "Sleep"). Nights are read from sleep_session; the minute phases and
// the mat's heart rate of ONE night come from the raw readings (that night only). Sleep days are the member's days:
// a night belongs to the date, in the member's time zone, on which it ends (the wake-up day).

const S = "measurement";
const roles = MEASUREMENT_ROLES.wellness;

export const SleepCycleInput = z
  .object({ start_time: nanoTimestampMs, end_time: nanoTimestampMs })
  .refine((c) => c.start_time < c.end_time && c.end_time - c.start_time <= 24 * 3_600_000, {
    message: "sleep_cycle must have start_time < end_time, at most 24 hours apart",
  });

export const SleepDailyQuery = checkedPeriod(
  SeniorRefQuery.extend({ start_timestamp: NsTimestampInput, end_timestamp: NsTimestampInput }),
);

export const SleepCycleQuery = SeniorRefQuery.extend({ sleep_cycle: jsonQuery(SleepCycleInput) });
export const SleepSummaryQuery = SleepDailyQuery;

const Cycle = z.object({ start_time: NsTimestamp, end_time: NsTimestamp });

export const SleepNightSchema = z.object({
  sleep_score: Num,
  /** Seconds. */
  total_sleep_time: Num,
  total_timeinbed: Num,
  interruptions: Num,
  sleep_latency: Num,
  time_to_get_up: Num,
  heart_rate: Num,
  summary_cycle: Cycle,
});

export const SleepDailySchema = z.object({
  /** Nights keyed by their start (ns). */
  detail: z.record(z.string(), SleepNightSchema),
  /** Whole-period figures: averages of score, latency, get-up time and heart rate; totals of the durations. */
  summary: SleepNightSchema.extend({ summary_cycle: Cycle.nullable() }).nullable(),
  average_hr: Num,
  average_sleep_score: Num,
  average_total_sleep_time: Num,
  average_total_timeinbed: Num,
  target_score: z.number(),
  goal_percentage: Num,
  sleep_category: z.enum(SLEEP_CATEGORIES),
});

export const SleepHeartRateSchema = z.object({
  data: z.array(z.object({ time: NsTimestamp, heart_rate: z.number() })),
  average_hr: Num,
});

/** Phase codes: 0 awake, 1 light, 2 deep, 3 rem, 4 interruption / no reading, 5 cycle break. */
export const SleepPhaseSchema = z.object({
  data: z.array(
    z.object({ time: NsTimestamp, phase: z.number().int(), start_time: NsTimestamp, end_time: NsTimestamp }),
  ),
});

/** Seconds per phase. The portal reads the first element. */
export const SleepDepthSchema = z.array(
  z.object({
    start_time: NsTimestamp,
    end_time: NsTimestamp,
    awake: z.number(),
    light: z.number(),
    deep: z.number(),
    rem: z.number(),
    interruption: z.number(),
  }),
);

export const SleepSummaryEntry = z.object({
  /** Local midnight of the day (ns) in the member's time zone. */
  time: NsTimestamp,
  date: z.string().describe("YYYY-MM-DD in the member's time zone"),
  weekday: z.string(),
  total_sleep_time: Num,
  total_timeinbed: Num,
  sleep_score: Num,
  /** Bed window of the night (floating bar 'Sleep Duration'). */
  start_time: NsTimestamp.nullable(),
  end_time: NsTimestamp.nullable(),
});

export const SleepSummarySchema = z.object({
  timezone: z.string(),
  period_start: NsTimestamp,
  period_end: NsTimestamp,
  data: z.array(SleepSummaryEntry),
  average_sleep_score: Num,
  average_total_sleep_time: Num,
  average_total_timeinbed: Num,
  target_score: z.number(),
  goal_percentage: Num,
});

function sleepRoute<const Q extends z.ZodType, const D extends z.ZodType>(
  operationId: string,
  path: string,
  summary: string,
  querystring: Q,
  data: D,
) {
  return defineRoute({ operationId, method: "GET", path, service: S, summary, access: roles, querystring, data });
}

export const measurementSleepRoutes = {
  sleepDaily: sleepRoute(
    "getSleepDaily",
    "/api/measurement/sleep/daily",
    "Nights ending in the period with their averages and the sleep goal",
    SleepDailyQuery,
    SleepDailySchema,
  ),
  sleepHeartRate: sleepRoute(
    "getSleepHeartRate",
    "/api/measurement/sleep/heart-rate",
    "Sleep mat heart rate of one sleep cycle",
    SleepCycleQuery,
    SleepHeartRateSchema,
  ),
  sleepPhase: sleepRoute(
    "getSleepPhase",
    "/api/measurement/sleep/phase",
    "Sleep phases of one cycle as segments",
    SleepCycleQuery,
    SleepPhaseSchema,
  ),
  sleepDepth: sleepRoute(
    "getSleepDepth",
    "/api/measurement/sleep/depth",
    "Seconds per sleep phase of one cycle",
    SleepCycleQuery,
    SleepDepthSchema,
  ),
  sleepWeekly: sleepRoute(
    "getSleepWeeklySummary",
    "/api/measurement/sleep/weekly-summary",
    "Seven nights (Monday to Sunday, member's time zone) of the week containing start_timestamp",
    SleepSummaryQuery,
    SleepSummarySchema,
  ),
  sleepMonthly: sleepRoute(
    "getSleepMonthlySummary",
    "/api/measurement/sleep/monthly-summary",
    "Every night of the month (member's time zone) containing start_timestamp",
    SleepSummaryQuery,
    SleepSummarySchema,
  ),
} as const;
