import { suppressionRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";

const R = suppressionRoutes.update;

export interface SuppressionWindowUpdate {
  suppressionWindowId: string;
  body: BodyOf<typeof R>;
}

/** Replaces a window's start, end, reason and note (e.g. ends a hospital stay early); the list is fetched again. */
export function useUpdateSuppressionWindow(): UseMutationResult<DataOf<typeof R>, ApiError, SuppressionWindowUpdate> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ suppressionWindowId, body }) =>
      api.callRoute(R, { params: { suppression_window_id: suppressionWindowId }, body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, [suppressionRoutes.list]),
  });
}
