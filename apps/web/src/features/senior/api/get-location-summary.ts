import { msToNs, locationRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = locationRoutes.location;
export type LocationSummary = DataOf<typeof R>;

/**
 * POST /supervision/location (the dashboard location card's call): home / away / none and the time away over the
 * last 24 hours. Silent: a failure shows the card's 'No data', not an error dialog.
 */
export function useLocationSummary(
  seniorId: string,
  accountId: string,
  timezone: string,
  now: number,
): UseQueryResult<LocationSummary, ApiError> {
  const api = useApi();
  const body: BodyOf<typeof R> = {
    senior_id: seniorId,
    account_id: accountId,
    start_timestamp: msToNs(now - 86_400_000),
    end_timestamp: msToNs(now),
    history: false,
    timezone,
  };
  return useQuery({ ...routeQueryOptions(api, R, { body, silent: true }), retry: false });
}
