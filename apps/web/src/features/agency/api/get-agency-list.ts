import { agencyRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = agencyRoutes.agencyList;
export type AgencyListQuery = QueryOf<typeof R>;
export type AgencyListPage = DataOf<typeof R>;
export type AgencyListRow = AgencyListPage["items"][number];

/** One page of the agency list (10 a page); the previous page stays on screen while the next loads. */
export function useAgencyList(q: AgencyListQuery): UseQueryResult<AgencyListPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
  });
}
