import { adminOrganisationRoutes } from "@care/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery, useRouteWrite } from "../../../lib/api/route-hooks";

const LIST = adminOrganisationRoutes.listFacilities;
const CREATE = adminOrganisationRoutes.createFacility;

export type FacilitiesQuery = QueryOf<typeof LIST>;
export type FacilitiesData = DataOf<typeof LIST>;
export type FacilityRow = FacilitiesData["facilities"][number];

/** One call (up to 100 facilities) of a corporation's list, from a cursor. */
export function useFacilities(q: FacilitiesQuery, enabled = true): UseQueryResult<FacilitiesData, ApiError> {
  return usePagedRouteQuery(LIST, { query: q }, enabled);
}

/** A new facility changes its corporation's counts too. */
export function useCreateFacility(): UseMutationResult<DataOf<typeof CREATE>, ApiError, BodyOf<typeof CREATE>> {
  return useRouteWrite(CREATE, [LIST, adminOrganisationRoutes.listCorporates], { silent: true });
}
