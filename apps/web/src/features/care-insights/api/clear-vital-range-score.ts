import { vitalRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf, BodyOf } from "../../../lib/api/contract-types";
import { replaceVital, vitalsOf, type VitalList } from "./list-vitals";

const R = vitalRoutes.rangeScoreClear;

/** Clears the range-score state: the range-milestone count starts again. The screen shows the answer's message. */
export function useClearVitalRangeScore(
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
