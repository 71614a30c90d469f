import { geocodingRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import { routeQueryOptions } from "../../../lib/api/route-query";
import type { DataOf } from "../../../lib/api/contract-types";

const R = geocodingRoutes.reverseGeocode;

/**
 * GET users/reverse-geocode for a clicked marker (spec 2 §2: clicking a marker fetches its address). Silent and
 * not retried: a point with no address reads 'No address found' in its tooltip, not an error dialog.
 */
export function useMarkerAddress(lat: number, lng: number, asked: boolean): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: { lat: String(lat), lng: String(lng) }, silent: true }),
    enabled: asked,
    retry: false,
    staleTime: Infinity,
  });
}
