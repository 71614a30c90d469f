import { geocodingRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = geocodingRoutes.reverseGeocode;

/**
 * GET users/reverse-geocode for the senior's last known position (the dashboard location card, spec 3 §8). Silent
 * and not retried: an unknown address reads 'No Address Founds' on the card, not an error dialog. Nothing is
 * asked without a position.
 */
export function useLastKnownAddress(
  where: { lat: number; lng: number } | null | undefined,
): UseQueryResult<DataOf<typeof R>, ApiError> {
  const query = { lat: String(where?.lat ?? 0), lng: String(where?.lng ?? 0) };
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query, silent: true }),
    enabled: Boolean(where),
    retry: false,
    staleTime: Infinity,
  });
}
