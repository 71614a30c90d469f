import { suppressionRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";

const R = suppressionRoutes.remove;

/** Deletes a window (the API's audit trail keeps the request); the list is fetched again. */
export function useDeleteSuppressionWindow(
  seniorId: string,
  accountId?: string,
): UseMutationResult<DataOf<typeof R>, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (suppressionWindowId) =>
      api.callRoute(R, {
        params: { suppression_window_id: suppressionWindowId },
        query: { senior_id: seniorId, account_id: accountId || undefined },
        silent: true,
      }),
    onSuccess: () => invalidateRoutes(qc, [suppressionRoutes.list]),
  });
}
