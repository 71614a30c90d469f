import { memberRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf, BodyOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { MEMBER_PROFILE_ROUTES, SENIOR_HEADER_ROUTES } from "./member-routes";

const R = memberRoutes.createOrSaveMinimalInfo;
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
    onSuccess: async () => {
      await invalidateRoutes(qc, MEMBER_PROFILE_ROUTES);
      await invalidateRoutes(qc, SENIOR_HEADER_ROUTES);
    },
  });
}
