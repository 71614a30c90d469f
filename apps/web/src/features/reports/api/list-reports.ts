import { reportRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";
import { runsPollInterval } from "../model/polling";

const R = reportRoutes.listReports;

export type ReportListQuery = QueryOf<typeof R>;
export type ReportListPage = DataOf<typeof R>;
export type ReportRun = ReportListPage["items"][number];

export function reportListQuery(api: ApiClient, q: ReportListQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/**
 * One page of on-demand runs (20, newest first). While a run on the page is in_progress the page is asked again
 * every 3 s, so its chip turns by itself; once none is, the polling stops.
 */
export function useReportList(q: ReportListQuery, enabled: boolean): UseQueryResult<ReportListPage, ApiError> {
  return useQuery({
    ...reportListQuery(useApi(), q),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => runsPollInterval(query.state.data?.items),
  });
}
