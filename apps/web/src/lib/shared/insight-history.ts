import { careInsightRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiClient } from "../api/api-client";
import type { ApiError } from "../api/api-error";
import type { DataOf, QueryOf } from "../api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../api/route-query";
import { useApi } from "../services";

const R = careInsightRoutes.history;
export type HistoryQuery = QueryOf<typeof R>;
export type HistoryPage = DataOf<typeof R>;
export type CareInsightRow = HistoryPage["items"][number];

export function historyQuery(api: ApiClient, q: HistoryQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/**
 * GET /careinsights/history: a page of a senior's care insights (default window: the last 30 days, newest first),
 * for the Care Insights tab and the agency resident's Messages table. The previous page stays while the next loads.
 */
export function useInsightHistory(q: HistoryQuery, enabled = true): UseQueryResult<HistoryPage, ApiError> {
  return useQuery({ ...historyQuery(useApi(), q), placeholderData: keepPreviousData, enabled });
}
