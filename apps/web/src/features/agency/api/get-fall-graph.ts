import { measurementAgencyRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = measurementAgencyRoutes.fallGraph;
export type AgencyGraphQuery = QueryOf<typeof R>;
export type FallGraph = DataOf<typeof R>;

/** Falls per month, overall and per zone. */
export function useFallGraph(q: AgencyGraphQuery, enabled = true): UseQueryResult<FallGraph, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
