import { geocodingRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { queryKeyFor } from "../../../lib/api/query-keys";

const R = geocodingRoutes.geocode;
export type GeocodeMatch = DataOf<typeof R>;

/** Shorter text is no address yet: nothing is asked. */
export const GEOCODE_MIN_LENGTH = 3;

/**
 * GET users/geocode (US only, spec 1 §5): the place an address names, or null when none does (404 'No address
 * found' is an answer here, not an error to show).
 */
export function useGeocode(address: string): UseQueryResult<GeocodeMatch | null, ApiError> {
  const api = useApi();
  const text = address.trim();
  return useQuery({
    queryKey: queryKeyFor(R, { query: { address: text } }),
    enabled: text.length >= GEOCODE_MIN_LENGTH,
    staleTime: 300_000,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        return await api.callRoute(R, { query: { address: text }, signal, silent: true });
      } catch (err) {
        if ((err as ApiError).httpStatus === 404) return null;
        throw err;
      }
    },
  });
}
