import { usersCareCircleRoutes } from "@care/contracts";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { memberKeys, seniorQuery, type SeniorIds } from "./member-keys";

const R = usersCareCircleRoutes;
export type Caregiver = DataOf<typeof R.list>["caregivers"][number];
export type CaregiverInput = BodyOf<typeof R.create>;

const circleKey = (s: SeniorIds) => memberKeys.part(s.seniorId, "care-circle");

/** GET users/senior/care-circle: sorted primary, secondary, alternate by the API. */
export function useCareCircle(s: SeniorIds): UseQueryResult<DataOf<typeof R.list>, ApiError> {
  return useQuery(routeQueryOptions(useApi(), R.list, circleKey(s), { query: seniorQuery(s) }));
}

/** POST (new) or PUT (with caregiver_id) users/senior/care-circle; duplicates come back as field errors (409). */
export function useSaveCaregiver(
  s: SeniorIds,
): UseMutationResult<Caregiver, ApiError, CaregiverInput & { caregiver_id?: string }> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ caregiver_id, ...body }) =>
      caregiver_id
        ? api.callRoute(R.update, { body: { ...body, caregiver_id }, silent: true })
        : api.callRoute(R.create, { body, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: circleKey(s) }),
  });
}

/** DELETE users/senior/care-circle. */
export function useDeleteCaregiver(s: SeniorIds): UseMutationResult<unknown, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (caregiverId) => api.callRoute(R.remove, { query: { ...seniorQuery(s), caregiver_id: caregiverId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: circleKey(s) }),
  });
}
