import { FETCH_LIMITS, callRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";

const R = callRoutes.careAgentList;
export type CareAgentOption = DataOf<typeof R>[number];

/**
 * GET users/query/careagent-list: the active care agents (wellness coaches) with their member counts, up to 100
 * (spec 2 §9): the scheduler's agent picker, the coach pickers of the admin and wellness-plan screens.
 * `enabled` false for a role the route does not serve; `select` narrows the list for one picker.
 */
export function useCareAgentList<T = CareAgentOption[]>(
  options: { enabled?: boolean; select?: (agents: CareAgentOption[]) => T } = {},
): UseQueryResult<T, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: { limit: FETCH_LIMITS.careAgentPaging } }),
    enabled: options.enabled ?? true,
    select: options.select,
    staleTime: 60_000,
  });
}
