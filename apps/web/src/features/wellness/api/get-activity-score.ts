import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.activityScore;

export type ActivityScore = DataOf<typeof R>;
export type ActivityScoreQuery = QueryOf<typeof R>;

/** GET /activity/score: steps against the goal (the Goal / Week Average / Month Average card). */
export function useActivityScore(query: ActivityScoreQuery, enabled = true): UseQueryResult<ActivityScore, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
