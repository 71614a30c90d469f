import { reportRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf, BodyOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { RUN_ROUTES } from "./report-routes";

const R = reportRoutes.createReport;

/** Starts a report (status in_progress); the runs list is asked again, so the new run shows at its top. */
export function useCreateReport(): UseMutationResult<AnswerOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRouteAnswer(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, RUN_ROUTES),
  });
}
