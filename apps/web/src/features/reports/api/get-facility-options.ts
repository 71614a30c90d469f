import { usersFacilityOptionRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { reportKeys } from "./keys";

const R = usersFacilityOptionRoutes.facilityOptions;
export type FacilityOptions = DataOf<typeof R>;

/** The corporation and facility pickers of the parameters dialog (names only; a facility agent gets their own). */
export function useFacilityOptions(enabled: boolean): UseQueryResult<FacilityOptions, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, reportKeys.facilityOptions(), {}),
    enabled,
    staleTime: 300_000,
  });
}
