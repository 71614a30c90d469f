import { FETCH_LIMITS, supervisionCallRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { callKeys } from "./call-keys";

const R = supervisionCallRoutes.careAgentList;
export type CareAgentOption = DataOf<typeof R>[number];

/** GET users/query/careagent-list: the scheduler's agent picker (spec 9: care agent list limit 100). */
export function useCareAgents(): UseQueryResult<CareAgentOption[], ApiError> {
  const query = { limit: FETCH_LIMITS.careAgentPaging };
  return useQuery({ ...routeQueryOptions(useApi(), R, callKeys.careAgents(), { query }), staleTime: 60_000 });
}
