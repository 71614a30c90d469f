import { wellnessPlanRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { PLAN_ROUTES } from "./plan-routes";

const R = wellnessPlanRoutes.saveWellnessPlan;
export type WellnessPlanSave = BodyOf<typeof R>;

/**
 * POST the plan: a new version (current_version + 1), or 409 when someone saved since. Silent: the tab shows the
 * 409 itself (reload offered) and field errors on the fields.
 */
export function useSaveWellnessPlan(): UseMutationResult<DataOf<typeof R>, ApiError, WellnessPlanSave> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, PLAN_ROUTES),
  });
}
