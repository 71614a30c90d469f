import { reportRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { reportKeys } from "./keys";

const R = reportRoutes.deleteSchedule;

/** Stops and removes a schedule (its reports stay); failures reach the error dialog. */
export function useDeleteSchedule(): UseMutationResult<DataOf<typeof R>, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id) => api.callRoute(R, { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: reportKeys.schedules() }),
  });
}
