import { usersSeniorProfileRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf, BodyOf } from "../../../lib/api/contract-types";
import { memberKeys, SENIOR_AREA_KEY } from "./member-keys";

const R = usersSeniorProfileRoutes.createOrSaveMinimalInfo;
export type MinimalInfoInput = BodyOf<typeof R>;

/**
 * POST users/senior/minimal-info: creates a member (no senior_id) or saves their minimal info. Resolves to the
 * whole answer: its message says which ('Account created successfully!' / 'Account saved successfully!').
 */
export function useSaveMinimalInfo(): UseMutationResult<AnswerOf<typeof R>, ApiError, MinimalInfoInput> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRouteAnswer(R, { body, silent: true }),
    onSuccess: async (answer) => {
      await qc.invalidateQueries({ queryKey: memberKeys.senior(answer.data.senior_id) });
      await qc.invalidateQueries({ queryKey: SENIOR_AREA_KEY });
    },
  });
}
