import { facilityUserRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation, useRouteWrite } from "../../../lib/api/route-hooks";
import { queryKeyFor } from "../../../lib/api/query-keys";

const R = facilityUserRoutes;

export type FacilityUsersQuery = QueryOf<typeof R.listFacilityUsers>;
export type FacilityUsersPage = DataOf<typeof R.listFacilityUsers>;
export type FacilityUserRow = FacilityUsersPage["items"][number];

const EMPTY: FacilityUsersPage = { items: [], total: 0, next_offset: -1 };

/**
 * One call (up to 100) of the facility users. Spec 2 §8: the list ignores a 400 (a filter the server refuses
 * is an empty list, no error dialog); other failures show the table's failure text.
 */
export function useFacilityUsers(q: FacilityUsersQuery): UseQueryResult<FacilityUsersPage, ApiError> {
  const api = useApi();
  return useQuery({
    queryKey: queryKeyFor(R.listFacilityUsers, { query: q }),
    queryFn: async ({ signal }) => {
      try {
        return await api.callRoute(R.listFacilityUsers, { query: q, signal, silent: true });
      } catch (err) {
        if (err instanceof ApiError && err.httpStatus === 400) return EMPTY;
        throw err;
      }
    },
    placeholderData: keepPreviousData,
  });
}

export function useCreateFacilityUser(): UseMutationResult<
  DataOf<typeof R.createFacilityUser>,
  ApiError,
  BodyOf<typeof R.createFacilityUser>
> {
  return useRouteWrite(R.createFacilityUser, [R.listFacilityUsers], { silent: true });
}

/** Disable is the DELETE call, enable the PUT call (spec 2 §4), both by email. */
export function useSetFacilityUserActive(): UseMutationResult<
  DataOf<typeof R.enableFacilityUser>,
  ApiError,
  { email: string; active: boolean }
> {
  const api = useApi();
  return useInvalidatingMutation(
    ({ email, active }: { email: string; active: boolean }) =>
      active
        ? api.callRoute(R.enableFacilityUser, { body: { email } })
        : api.callRoute(R.disableFacilityUser, { query: { email } }),
    [R.listFacilityUsers],
  );
}
