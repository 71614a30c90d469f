import { reportRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { REPORT_ROUTES } from "./report-routes";

const R = reportRoutes.retryRun;

/** Runs a failed report again; the histories and the runs list are asked again (the run is in progress). */
export function useRetryRun(): UseMutationResult<AnswerOf<typeof R>, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id) => api.callRouteAnswer(R, { params: { id } }),
    onSuccess: () => invalidateRoutes(qc, REPORT_ROUTES),
  });
}
