import { careInsightRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";
import { careInsightKeys, type HistoryQuery } from "./keys";

const R = careInsightRoutes.history;
export type HistoryPage = DataOf<typeof R>;
export type CareInsightRow = HistoryPage["items"][number];

export function historyQuery(
  api: ApiClient,
  q: HistoryQuery,
): RouteQueryOptions<typeof R, ReturnType<typeof careInsightKeys.history>> {
  return routeQueryOptions(api, R, careInsightKeys.history(q), { query: q });
}

/** A page of a senior's care insights (default window: the last 30 days, newest first). */
export function useInsightHistory(q: HistoryQuery, enabled = true): UseQueryResult<HistoryPage, ApiError> {
  return useQuery({ ...historyQuery(useApi(), q), placeholderData: keepPreviousData, enabled });
}
