import { careCircleRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import type { Caregiver } from "../../../lib/shared/care-circle";
import { seniorQuery, type SeniorIds } from "./member-routes";

const R = careCircleRoutes;
export type { Caregiver };
export type CaregiverInput = BodyOf<typeof R.create>;

/** POST (new) or PUT (with caregiver_id) users/senior/care-circle; duplicates come back as field errors (409). */
export function useSaveCaregiver(): UseMutationResult<Caregiver, ApiError, CaregiverInput & { caregiver_id?: string }> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ caregiver_id, ...body }) =>
      caregiver_id
        ? api.callRoute(R.update, { body: { ...body, caregiver_id }, silent: true })
        : api.callRoute(R.create, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, [R.list]),
  });
}

/** DELETE users/senior/care-circle. */
export function useDeleteCaregiver(s: SeniorIds): UseMutationResult<unknown, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (caregiverId) => api.callRoute(R.remove, { query: { ...seniorQuery(s), caregiver_id: caregiverId } }),
    onSuccess: () => invalidateRoutes(qc, [R.list]),
  });
}
