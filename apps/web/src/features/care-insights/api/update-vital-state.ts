import { vitalRoutes, type VitalState } from "@care/contracts";
import { useMutation, useQueryClient, type QueryKey, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { AnswerOf } from "../../../lib/api/contract-types";
import { replaceVital, vitalsOf, type VitalList } from "./list-vitals";

const R = vitalRoutes.state;

export interface VitalStateChange {
  measurementName: string;
  state: VitalState;
}

interface Snapshot {
  previous: [QueryKey, VitalList | undefined][];
}

/**
 * Assign, unassign, care insight ON/OFF (spec 2 §4 "Vital state"): the row moves at once (the cached list is
 * rewritten before the call) and moves back when the call fails; the answer's message is the success text.
 */
export function useUpdateVitalState(
  seniorId: string,
): UseMutationResult<AnswerOf<typeof R>, ApiError, VitalStateChange, Snapshot> {
  const api = useApi();
  const qc = useQueryClient();
  const queryKey = vitalsOf(seniorId);
  return useMutation({
    mutationFn: (c) =>
      api.callRouteAnswer(R, {
        body: { senior_id: seniorId, measurement_name: c.measurementName, state: c.state },
        silent: true,
      }),
    onMutate: async (c) => {
      await qc.cancelQueries({ queryKey });
      const previous = qc.getQueriesData<VitalList>({ queryKey });
      qc.setQueriesData<VitalList>({ queryKey }, (list) =>
        list?.map((v) => (v.measurementName === c.measurementName ? { ...v, currentState: c.state } : v)),
      );
      return { previous };
    },
    onError: (_err, _c, snapshot) => {
      for (const [key, list] of snapshot?.previous ?? []) qc.setQueryData(key, list);
    },
    onSuccess: (answer) => {
      qc.setQueriesData<VitalList>({ queryKey }, (list) => replaceVital(list, answer.data));
    },
  });
}
