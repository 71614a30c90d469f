import { medicalRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { MEDICAL_ROUTES } from "./medical-routes";

const R = medicalRoutes.removeCondition;

/** Removes a condition from the list (its history stays). */
export function useDeleteMedicalCondition(seniorId: string): UseMutationResult<DataOf<typeof R>, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id) => api.callRoute(R, { query: { senior_id: seniorId, medical_condition_id: id } }),
    onSuccess: () => invalidateRoutes(qc, MEDICAL_ROUTES),
  });
}
