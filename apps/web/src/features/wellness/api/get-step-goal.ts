import { measurementGoalRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementGoalRoutes.getStepGoal;

export type StepGoal = DataOf<typeof R>;
export type StepGoalQuery = QueryOf<typeof R>;

/** GET /goals/activity: the steps goal (a one-element list; the editor reads the first). */
export function useStepGoal(query: StepGoalQuery, enabled = true): UseQueryResult<StepGoal, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
