import { agencyRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = agencyRoutes.agencyResidents;
export type AgencyResidentsQuery = QueryOf<typeof R>;
export type AgencyResidentsPage = DataOf<typeof R>;
export type AgencyResident = AgencyResidentsPage["items"][number];

/** One page (40) of the agency's clients. */
export function useAgencyResidents(q: AgencyResidentsQuery): UseQueryResult<AgencyResidentsPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
  });
}
