import { reportRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";
import { runsPollInterval } from "../model/polling";

const R = reportRoutes.scheduleHistory;

export type ScheduleHistoryQuery = QueryOf<typeof R>;
export type ScheduleHistoryPage = DataOf<typeof R>;
export type ScheduleRun = ScheduleHistoryPage["items"][number];

export function scheduleHistoryQuery(
  api: ApiClient,
  scheduleId: string,
  q: ScheduleHistoryQuery,
): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { params: { id: scheduleId }, query: q });
}

/** The runs of one schedule, newest first; asked again every 3 s while one of them (a retry) is in progress. */
export function useScheduleHistory(
  scheduleId: string,
  q: ScheduleHistoryQuery,
): UseQueryResult<ScheduleHistoryPage, ApiError> {
  return useQuery({
    ...scheduleHistoryQuery(useApi(), scheduleId, q),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => runsPollInterval(query.state.data?.items),
  });
}
