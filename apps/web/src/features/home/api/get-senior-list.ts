import { usersSeniorListRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = usersSeniorListRoutes.seniorList;

export type SeniorListQuery = QueryOf<typeof R>;
export type SeniorListPage = DataOf<typeof R>;
export type SeniorListRow = SeniorListPage["items"][number];

/** Query keys of the Home page's senior list; a member's creation or reassignment invalidates `seniorListKeys.all`. */
export const seniorListKeys = {
  all: ["senior-list"] as const,
  page: (q: SeniorListQuery) => [...seniorListKeys.all, q] as const,
};

export function seniorListQuery(
  api: ApiClient,
  q: SeniorListQuery,
): RouteQueryOptions<typeof R, ReturnType<typeof seniorListKeys.page>> {
  return routeQueryOptions(api, R, seniorListKeys.page(q), { query: q });
}

/** One page of the signed-in user's seniors; the previous page stays on screen while the next loads. */
export function useSeniorList(q: SeniorListQuery, enabled: boolean): UseQueryResult<SeniorListPage, ApiError> {
  return useQuery({ ...seniorListQuery(useApi(), q), placeholderData: keepPreviousData, enabled });
}
