import { vitalRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { queryKeyFor, type RouteQueryKey } from "../../../lib/api/query-keys";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = vitalRoutes.list;
export type VitalList = DataOf<typeof R>;
export type VitalRow = VitalList[number];

/** POST vitals/list is a read sent as POST (spec 2 §7), so it is a query, not a mutation. */
export function vitalsQuery(api: ApiClient, seniorId: string, accountId?: string): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, {
    body: { senior_id: seniorId, account_id: accountId || undefined },
    silent: true,
  });
}

/**
 * Matches every cached vitals list of the senior, whatever account id it was asked with: each vitals write answers
 * the vital as it now is, and rewrites it there (`setQueriesData`).
 */
export function vitalsOf(seniorId: string): RouteQueryKey<typeof R> {
  return queryKeyFor(R, { body: { senior_id: seniorId } });
}

export function useVitals(seniorId: string, accountId?: string): UseQueryResult<VitalList, ApiError> {
  return useQuery(vitalsQuery(useApi(), seniorId, accountId));
}

/** Puts a vital the API answered into the cached list (every vitals write answers the vital as it now is). */
export function replaceVital(list: VitalList | undefined, vital: VitalRow): VitalList | undefined {
  return list?.map((v) => (v.measurementName === vital.measurementName ? vital : v));
}
