import { measurementGoalRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementGoalRoutes.getSleepGoal;

export type SleepGoal = DataOf<typeof R>;
export type SleepGoalQuery = QueryOf<typeof R>;

/** GET /goals/sleep: the sleep score goal. */
export function useSleepGoal(query: SleepGoalQuery, enabled = true): UseQueryResult<SleepGoal, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
