import { measurementReportRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = measurementReportRoutes.deviceHistory;

export type DeviceHistoryQuery = QueryOf<typeof R>;
export type DeviceHistoryPage = DataOf<typeof R>;
export type DeviceHistoryRow = DeviceHistoryPage["items"][number];

/** Query keys of the device area; a mutation that links or unlinks a device invalidates `deviceKeys.all`. */
export const deviceKeys = {
  all: ["devices"] as const,
  history: () => [...deviceKeys.all, "history"] as const,
  historyPage: (q: DeviceHistoryQuery) => [...deviceKeys.history(), q] as const,
};

export function deviceHistoryQuery(
  api: ApiClient,
  q: DeviceHistoryQuery,
): RouteQueryOptions<typeof R, ReturnType<typeof deviceKeys.historyPage>> {
  return routeQueryOptions(api, R, deviceKeys.historyPage(q), { query: q });
}

/** One chunk of the IoT device history; the previous chunk stays on screen while the next loads. */
export function useDeviceHistory(q: DeviceHistoryQuery): UseQueryResult<DeviceHistoryPage, ApiError> {
  return useQuery({ ...deviceHistoryQuery(useApi(), q), placeholderData: keepPreviousData });
}
