import { locationRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = locationRoutes.locationHistory;
export type LocationHistoryQuery = QueryOf<typeof R>;
export type LocationHistory = DataOf<typeof R>;
export type LocationPoint = LocationHistory["history"][number];

/** GET supervision/location-history with the window's points; not asked while `enabled` is false. */
export function useLocationHistory(
  q: LocationHistoryQuery,
  enabled: boolean,
): UseQueryResult<LocationHistory, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
