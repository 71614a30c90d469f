import { seniorListRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = seniorListRoutes.seniorList;

export type SeniorListQuery = QueryOf<typeof R>;
export type SeniorListPage = DataOf<typeof R>;
export type SeniorListRow = SeniorListPage["items"][number];

export function seniorListQuery(api: ApiClient, q: SeniorListQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/** One page of the signed-in user's seniors; the previous page stays on screen while the next loads. */
export function useSeniorList(q: SeniorListQuery, enabled: boolean): UseQueryResult<SeniorListPage, ApiError> {
  return useQuery({ ...seniorListQuery(useApi(), q), placeholderData: keepPreviousData, enabled });
}
