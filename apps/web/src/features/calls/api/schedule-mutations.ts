import { callRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { CALL_ROUTES } from "./call-routes";

const CREATE = callRoutes.createCallSchedule;
const UPDATE = callRoutes.updateCallSchedule;
const CHECK = callRoutes.checkSchedulerSlot;

export type CreateCallBody = BodyOf<typeof CREATE>;
export type UpdateCallBody = BodyOf<typeof UPDATE>;
export type CheckSlotBody = BodyOf<typeof CHECK>;

// Silent: the scheduler shows a conflict under the form and the failure as its own toast (spec 2 §8).

/** POST supervision/call-scheduler. */
export function useCreateCall(): UseMutationResult<DataOf<typeof CREATE>, ApiError, CreateCallBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(CREATE, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, CALL_ROUTES),
  });
}

/** PUT supervision/update-call-scheduler: move, reassign or cancel. */
export function useUpdateCall(): UseMutationResult<DataOf<typeof UPDATE>, ApiError, UpdateCallBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(UPDATE, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, CALL_ROUTES),
  });
}

/** POST supervision/check-scheduler-slot: 200 when free, else the 409 with 2032.3002 / 2032.3003. */
export function useCheckSlot(): UseMutationResult<DataOf<typeof CHECK>, ApiError, CheckSlotBody> {
  const api = useApi();
  return useMutation({ mutationFn: (body) => api.callRoute(CHECK, { body, silent: true }) });
}
