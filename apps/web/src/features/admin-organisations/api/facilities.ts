import { usersCorporateRoutes } from "@care/contracts";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { orgKeys } from "./keys";

const LIST = usersCorporateRoutes.listFacilities;
const CREATE = usersCorporateRoutes.createFacility;

export type FacilitiesQuery = QueryOf<typeof LIST>;
export type FacilitiesData = DataOf<typeof LIST>;
export type FacilityRow = FacilitiesData["facilities"][number];

/** One call (up to 100 facilities) of a corporation's list, from a cursor. */
export function useFacilities(q: FacilitiesQuery, enabled = true): UseQueryResult<FacilitiesData, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), LIST, orgKeys.facilities(q), { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A new facility changes its corporation's counts too. */
export function useCreateFacility(): UseMutationResult<DataOf<typeof CREATE>, ApiError, BodyOf<typeof CREATE>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(CREATE, { body, silent: true }),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: orgKeys.facilities() });
      await qc.invalidateQueries({ queryKey: orgKeys.corporates() });
    },
  });
}
