import { facilityOptionRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";

const R = facilityOptionRoutes.facilityOptions;
export type FacilityOptions = DataOf<typeof R>;

/**
 * GET /users/facilities/options: the corporations and facilities of the pickers and filters (the admin screens,
 * the user-create form, the report parameters; a facility agent gets their own). Changes rarely: kept 5 minutes.
 */
export function useFacilityOptions(enabled = true): UseQueryResult<FacilityOptions, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), R, {}), enabled, staleTime: 300_000 });
}
