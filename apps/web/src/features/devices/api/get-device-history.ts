import { measurementReportRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = measurementReportRoutes.deviceHistory;

export type DeviceHistoryQuery = QueryOf<typeof R>;
export type DeviceHistoryPage = DataOf<typeof R>;
export type DeviceHistoryRow = DeviceHistoryPage["items"][number];

export function deviceHistoryQuery(api: ApiClient, q: DeviceHistoryQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/** One chunk of the IoT device history; the previous chunk stays on screen while the next loads. */
export function useDeviceHistory(q: DeviceHistoryQuery): UseQueryResult<DeviceHistoryPage, ApiError> {
  return useQuery({ ...deviceHistoryQuery(useApi(), q), placeholderData: keepPreviousData });
}
