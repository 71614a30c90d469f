import { callRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = callRoutes.calleeCallSchedule;
export type CalleeCallsQuery = QueryOf<typeof R>;
export type CalleeCall = DataOf<typeof R>[number];

export function calleeCallsQuery(api: ApiClient, q: CalleeCallsQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/**
 * GET supervision/callee-call-scheduler (spec 2 §7): a callee's calls, either `call_status=completed` with
 * `limit=1` (the last completed call) or `call_status=pending` from `gte_time` (the next pending calls).
 */
export function useCalleeCalls(q: CalleeCallsQuery): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery(calleeCallsQuery(useApi(), q));
}
