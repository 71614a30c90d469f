import { careInsightRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { INSIGHT_ROUTES } from "./insight-routes";

const R = careInsightRoutes.updateStatus;
export type SetNoActionBody = BodyOf<typeof R>;

/**
 * PUT careinsights/update-status (spec 2 §7 "Bulk: care_insight_ids, updated_by, status"): the selected alerts go to
 * no_action, all or nothing (spec 2 §4 "bulk update to no_action exists").
 */
export function useSetNoAction(): UseMutationResult<DataOf<typeof R>, ApiError, SetNoActionBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body }),
    onSuccess: () => invalidateRoutes(qc, INSIGHT_ROUTES),
  });
}
