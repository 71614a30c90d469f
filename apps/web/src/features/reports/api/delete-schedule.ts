import { reportRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { SCHEDULE_ROUTES } from "./report-routes";

const R = reportRoutes.deleteSchedule;

/** Stops and removes a schedule (its reports stay); failures reach the error dialog. */
export function useDeleteSchedule(): UseMutationResult<DataOf<typeof R>, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id) => api.callRoute(R, { params: { id } }),
    onSuccess: () => invalidateRoutes(qc, SCHEDULE_ROUTES),
  });
}
