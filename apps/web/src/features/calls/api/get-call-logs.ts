import { callRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = callRoutes.listCallLogs;
export type CallLogQuery = QueryOf<typeof R>;
export type CallLogPage = DataOf<typeof R>;
export type CallLogRow = CallLogPage["items"][number];

export function callLogsQuery(api: ApiClient, q: CallLogQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/** GET supervision/call-logs: the senior's calls, call_time newest first (spec 2 §9), paged. */
export function useCallLogs(q: CallLogQuery): UseQueryResult<CallLogPage, ApiError> {
  return useQuery({ ...callLogsQuery(useApi(), q), placeholderData: keepPreviousData });
}
