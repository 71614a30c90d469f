import { locationRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = locationRoutes.locationCalendar;
export type LocationCalendarQuery = QueryOf<typeof R>;
export type LocationCalendar = DataOf<typeof R>;

/** GET supervision/location-calendar: the days with location data, keyed MM-YYYY (spec 2 §3 calenderDates). */
export function useLocationCalendar(
  q: LocationCalendarQuery,
  enabled: boolean,
): UseQueryResult<LocationCalendar, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), R, { query: q }), enabled });
}
