import { reportRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = reportRoutes.listSchedules;

export type ScheduleListQuery = QueryOf<typeof R>;
export type ScheduleListPage = DataOf<typeof R>;
export type Schedule = ScheduleListPage["items"][number];

export function scheduleListQuery(api: ApiClient, q: ScheduleListQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/** One chunk of the report schedules in the caller's scope, newest first. */
export function useScheduleList(q: ScheduleListQuery): UseQueryResult<ScheduleListPage, ApiError> {
  return useQuery({ ...scheduleListQuery(useApi(), q), placeholderData: keepPreviousData });
}
