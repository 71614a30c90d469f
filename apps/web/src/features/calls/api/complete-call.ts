import { callRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { CALL_ROUTES } from "./call-routes";

const R = callRoutes.outboundCallLog;
export type CompleteCallBody = BodyOf<typeof R>;

/**
 * POST supervision/call-logs/outbound: the outcome of a scheduled call (notes, action items); the call becomes
 * completed and moves to the Call Log. Silent: the dialog shows 'Something Went Wrong!' itself (spec 2 §8).
 */
export function useCompleteCall(): UseMutationResult<DataOf<typeof R>, ApiError, CompleteCallBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, CALL_ROUTES),
  });
}
