import { careInsightRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { INSIGHT_ROUTES } from "./insight-routes";

const R = careInsightRoutes.updateInsight;
export type UpdateInsightBody = BodyOf<typeof R>;

/**
 * PUT careinsights/update-insight (spec 2 §7: care_insight_id, updated_by, status, message): a care agent acts on
 * one alert, sending it for approval with a note or closing it as no action. The alerts, histories and the review
 * queue reload.
 */
export function useUpdateInsight(): UseMutationResult<DataOf<typeof R>, ApiError, UpdateInsightBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body }),
    onSuccess: () => invalidateRoutes(qc, INSIGHT_ROUTES),
  });
}
