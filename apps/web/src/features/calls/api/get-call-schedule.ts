import { callRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = callRoutes.listCallSchedule;
export type CallScheduleQuery = QueryOf<typeof R>;
export type ScheduledCall = DataOf<typeof R>[number];

export function callScheduleQuery(api: ApiClient, q: CallScheduleQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/** GET supervision/call-schedule: a senior's or a care agent's calls starting in a window, soonest first. */
export function useCallSchedule(q: CallScheduleQuery): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery({ ...callScheduleQuery(useApi(), q), placeholderData: keepPreviousData });
}
