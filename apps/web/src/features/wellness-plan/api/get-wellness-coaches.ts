import { FETCH_LIMITS, supervisionCallRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { wellnessPlanKeys } from "./wellness-plan-keys";

const R = supervisionCallRoutes.careAgentList;
export type WellnessCoach = DataOf<typeof R>[number];

/** GET users/query/careagent-list, kept to the coaches with assigned seniors (spec 2 §2 wellness coach picker). */
export function useWellnessCoaches(): UseQueryResult<WellnessCoach[], ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, wellnessPlanKeys.coaches(), { query: { limit: FETCH_LIMITS.careAgentPaging } }),
    select: (agents) => agents.filter((a) => a.assignedSenior > 0),
    staleTime: 60_000,
  });
}
