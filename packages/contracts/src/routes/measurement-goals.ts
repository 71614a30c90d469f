import { z } from "zod";
import { defineRoute } from "../route.js";
import { MEASUREMENT_ROLES, SeniorRefQuery } from "./measurement-common.js";

// Goal editors of the wellness screens (spec 3 §5 "Goal inputs", §7 goal calls, §8 success messages, §9 "Goals").

export const STEP_GOAL = { min: 4500, max: 10_000, step: 500, default: 4500 } as const;
export const WEIGHT_GOAL_LBS = { min: 1, max: 999 } as const;
export const HYDRATION_GOAL = { min: 0, max: 100 } as const;
export const SLEEP_GOAL = { min: 0, max: 100, default: 100 } as const;

/** '{senior}' is replaced by the senior's full name. */
export const GOAL_MESSAGES = {
  steps: "Step Goal is updated successfully for {senior}.",
  weight: "Weight Goal is updated successfully for {senior}.",
  hydration: "Hydration Goal is updated successfully for {senior}.",
  sleep: "Sleep Goal is updated successfully for {senior}.",
} as const;

const hasAtMostTwoDecimals = (v: number): boolean => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const StepGoalBody = SeniorRefQuery.extend({
  goal: z
    .number()
    .int()
    .min(STEP_GOAL.min, `must be at least ${STEP_GOAL.min}`)
    .max(STEP_GOAL.max, `must be at most ${STEP_GOAL.max}`)
    .multipleOf(STEP_GOAL.step, `must be a multiple of ${STEP_GOAL.step}`),
}).strict();

/**
 * Weight targets are in lbs (display units), 1–999 with at most 2 decimals; the API stores kg. Raising 1–2 to 3 on
 * blur is the portal's rule, not the server's.
 */
export const BodyGoalBody = z.discriminatedUnion("target_type", [
  SeniorRefQuery.extend({
    target_type: z.literal("weight"),
    target_score: z
      .number()
      .min(WEIGHT_GOAL_LBS.min, `must be at least ${WEIGHT_GOAL_LBS.min}`)
      .max(WEIGHT_GOAL_LBS.max, `must be at most ${WEIGHT_GOAL_LBS.max}`)
      .refine(hasAtMostTwoDecimals, "at most 2 decimals"),
  }).strict(),
  SeniorRefQuery.extend({
    target_type: z.literal("hydration"),
    target_score: z
      .number()
      .min(HYDRATION_GOAL.min, `must be at least ${HYDRATION_GOAL.min}`)
      .max(HYDRATION_GOAL.max, `must be at most ${HYDRATION_GOAL.max}`)
      .refine(hasAtMostTwoDecimals, "at most 2 decimals"),
  }).strict(),
]);

export const SleepGoalBody = SeniorRefQuery.extend({
  sleep_score_goal: z
    .number()
    .int()
    .min(SLEEP_GOAL.min, `must be at least ${SLEEP_GOAL.min}`)
    .max(SLEEP_GOAL.max, `must be at most ${SLEEP_GOAL.max}`),
}).strict();

export const GoalSchema = z.object({
  /** Display units (steps, lbs, %, score). Steps and sleep fall back to the spec's defaults; weight and hydration
   * have no default (null until set). */
  target_score: z.number().nullable(),
  /** Weight / hydration when the goal was set (lbs / %), null for steps and sleep or when unknown. */
  start_value: z.number().nullable(),
  /** False when no goal was saved yet and target_score is the spec's default. */
  is_set: z.boolean(),
  updated_at: z.string().nullable(),
});

const S = "measurement";
const roles = MEASUREMENT_ROLES.wellness;

export const measurementGoalRoutes = {
  getStepGoal: defineRoute({
    operationId: "getActivityGoal",
    method: "GET",
    path: "/api/measurement/goals/activity",
    service: S,
    summary: "The daily steps goal (a one-element list; default 4500)",
    access: roles,
    querystring: SeniorRefQuery,
    data: z.array(GoalSchema),
  }),
  setStepGoal: defineRoute({
    operationId: "setActivityGoal",
    method: "POST",
    path: "/api/measurement/goals/activity",
    service: S,
    summary: "Sets the daily steps goal (4500–10000, step 500)",
    access: roles,
    body: StepGoalBody,
    data: GoalSchema,
  }),
  getBodyGoal: defineRoute({
    operationId: "getBodyHealthGoal",
    method: "GET",
    path: "/api/measurement/goals/body-health",
    service: S,
    summary: "The weight (lbs) or hydration (%) target",
    access: roles,
    querystring: SeniorRefQuery.extend({ target_type: z.enum(["weight", "hydration"]) }),
    data: GoalSchema,
  }),
  setBodyGoal: defineRoute({
    operationId: "setBodyHealthGoal",
    method: "POST",
    path: "/api/measurement/goals/body-health",
    service: S,
    summary: "Sets the weight (lbs, 1–999) or hydration (%, 0–100) target",
    access: roles,
    body: BodyGoalBody,
    data: GoalSchema,
  }),
  getSleepGoal: defineRoute({
    operationId: "getSleepGoal",
    method: "GET",
    path: "/api/measurement/goals/sleep",
    service: S,
    summary: "The sleep score goal (default 100)",
    access: roles,
    querystring: SeniorRefQuery,
    data: GoalSchema,
  }),
  setSleepGoal: defineRoute({
    operationId: "setSleepGoal",
    method: "POST",
    path: "/api/measurement/goals/sleep",
    service: S,
    summary: "Sets the sleep score goal (integer 0–100)",
    access: roles,
    body: SleepGoalBody,
    data: GoalSchema,
  }),
} as const;
