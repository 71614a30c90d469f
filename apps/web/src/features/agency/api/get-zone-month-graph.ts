import { measurementAgencyRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

// Three endpoints with one contract shape (month → overall/blue/green/gold, and a target): LOS, emotional wellbeing
// and UCLA loneliness. One hook keyed by which.
const ROUTES = {
  los: measurementAgencyRoutes.losGraph,
  wellbeing: measurementAgencyRoutes.wellbeingGraph,
  loneliness: measurementAgencyRoutes.lonelinessGraph,
} as const;
export type ZoneMonthGraphName = keyof typeof ROUTES;
export type ZoneMonthGraphQuery = QueryOf<typeof ROUTES.los>;
export type ZoneMonthGraph = DataOf<typeof ROUTES.los>;

export function useZoneMonthGraph(
  name: ZoneMonthGraphName,
  q: ZoneMonthGraphQuery,
  enabled = true,
): UseQueryResult<ZoneMonthGraph, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), ROUTES[name], { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
