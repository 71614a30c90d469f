import { measurementGoalRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementGoalRoutes.getBodyGoal;

export type BodyGoal = DataOf<typeof R>;
export type BodyGoalQuery = QueryOf<typeof R>;

/** GET /goals/body-health: the weight (lbs) or hydration (%) target. */
export function useBodyGoal(query: BodyGoalQuery, enabled = true): UseQueryResult<BodyGoal, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
