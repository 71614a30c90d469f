import { measurementAgencyRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = measurementAgencyRoutes.activityGraph;
export type ActivityGraphQuery = QueryOf<typeof R>;
export type ActivityGraph = DataOf<typeof R>;

/** Monthly activity scores per zone against the targets. */
export function useActivityGraph(q: ActivityGraphQuery, enabled = true): UseQueryResult<ActivityGraph, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
