import { wellnessPlanRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { PLAN_ROUTES } from "./plan-routes";

const R = wellnessPlanRoutes.saveGoals;
export type WellnessGoalSave = BodyOf<typeof R>;
export type WellnessGoalSaved = DataOf<typeof R>;

/** POST the goal save envelope: a new plan version with the rows sent; 409 when someone saved since. */
export function useSaveWellnessGoals(): UseMutationResult<WellnessGoalSaved, ApiError, WellnessGoalSave> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, PLAN_ROUTES),
  });
}
