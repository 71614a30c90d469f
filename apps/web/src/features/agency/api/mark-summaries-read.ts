import { careInsightRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";

const R = careInsightRoutes.markRead;

/** A click on a highlighted client marks their agency summaries read (spec 3 §4 'Clients list'). */
export function useMarkSummariesRead(): UseMutationResult<DataOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, [careInsightRoutes.allFacility]),
  });
}
