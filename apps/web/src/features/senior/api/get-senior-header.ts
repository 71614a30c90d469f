import { usersSeniorListRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = usersSeniorListRoutes.seniorHeader;

export type SeniorHeaderQuery = QueryOf<typeof R>;
export type SeniorHeader = DataOf<typeof R>;

/** Query keys of the senior area; a profile save invalidates `seniorKeys.all` (the header shows its name and zone). */
export const seniorKeys = {
  all: ["senior"] as const,
  header: (q: SeniorHeaderQuery) => [...seniorKeys.all, "header", q] as const,
};

export function seniorHeaderQuery(
  api: ApiClient,
  q: SeniorHeaderQuery,
): RouteQueryOptions<typeof R, ReturnType<typeof seniorKeys.header>> {
  // silent: a senior that does not exist or is out of scope fails the tab's own calls too; one dialog is enough.
  return routeQueryOptions(api, R, seniorKeys.header(q), { query: q, silent: true });
}

/** The header card's facts of the senior in the URL; every tab of the senior shares the one cached answer. */
export function useSeniorHeader(q: SeniorHeaderQuery): UseQueryResult<SeniorHeader, ApiError> {
  return useQuery({ ...seniorHeaderQuery(useApi(), q), staleTime: 60_000 });
}
