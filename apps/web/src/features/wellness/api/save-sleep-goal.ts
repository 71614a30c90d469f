import { measurementGoalRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { WELLNESS_ROUTES } from "./wellness-query";

const R = measurementGoalRoutes.setSleepGoal;

export type SleepGoalBody = BodyOf<typeof R>;

/**
 * POST /goals/sleep: the sleep score goal. Resolves to the server's message ('… Goal is updated successfully for {senior}.'), which the editor shows;
 * every wellness query of the senior is refreshed (goal, percentages, progress).
 */
export function useSaveSleepGoal(): UseMutationResult<string, ApiError, SleepGoalBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: SleepGoalBody) => (await api.callRouteAnswer(R, { body })).message,
    onSuccess: () => invalidateRoutes(qc, WELLNESS_ROUTES),
  });
}
