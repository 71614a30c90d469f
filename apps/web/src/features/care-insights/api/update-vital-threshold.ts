import { vitalRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf, BodyOf } from "../../../lib/api/contract-types";
import { replaceVital, vitalsOf, type VitalList } from "./list-vitals";

const R = vitalRoutes.thresholdUpdate;

/** Saves the four percentages and the two rules; the API switches care insights ON (ACTIVE_INSIGHT). The screen shows the answer's message. */
export function useUpdateVitalThreshold(
  seniorId: string,
): UseMutationResult<AnswerOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRouteAnswer(R, { body, silent: true }),
    onSuccess: (answer) => {
      qc.setQueriesData<VitalList>({ queryKey: vitalsOf(seniorId) }, (list) => replaceVital(list, answer.data));
    },
  });
}
