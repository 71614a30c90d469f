import { careInsightRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { INSIGHT_ROUTES } from "./insight-routes";

const R = careInsightRoutes.createAlert;

/** POST alert about a senior; a care agent's waits for approval. */
export function useCreateAlert(): UseMutationResult<DataOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, INSIGHT_ROUTES),
  });
}
