import { usersFacilityOptionRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { memberKeys } from "./member-keys";

const R = usersFacilityOptionRoutes.facilityOptions;
export type FacilityOptions = DataOf<typeof R>;

/** GET /users/facilities/options: the corporate and facility pickers of the user-create form. */
export function useFacilityOptions(): UseQueryResult<FacilityOptions, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), R, memberKeys.facilityOptions(), {}), staleTime: 300_000 });
}
