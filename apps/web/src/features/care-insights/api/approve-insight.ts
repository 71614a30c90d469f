import { careInsightRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { careInsightKeys } from "./keys";

const R = careInsightRoutes.approve;

/** Approve an alert, message unchanged (sent_for_approval → approved). */
export function useApproveInsight(): UseMutationResult<DataOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: careInsightKeys.insights() }),
  });
}
