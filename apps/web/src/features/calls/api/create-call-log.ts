import { callRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { CALL_ROUTES } from "./call-routes";

const R = callRoutes.instantCallLog;
export type InstantCallLogBody = BodyOf<typeof R>;

/** POST supervision/call-logs/instant (call_status completed); the screen shows 'Something Went Wrong!' itself. */
export function useCreateCallLog(): UseMutationResult<DataOf<typeof R>, ApiError, InstantCallLogBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, CALL_ROUTES),
  });
}
