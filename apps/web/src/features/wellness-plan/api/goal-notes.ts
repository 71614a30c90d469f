import { wellnessPlanRoutes } from "@care/contracts";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { queryKeyFor } from "../../../lib/api/query-keys";

const LIST = wellnessPlanRoutes.listGoalNotes;
const ADD = wellnessPlanRoutes.addGoalNote;
export type GoalNote = DataOf<typeof LIST>["notes"][number];

/** GET goal-notes: the notes of one goal action written up to the plan version shown, newest first. */
export function useGoalNotes(
  seniorId: string,
  goalActionId: string,
  version: number,
): UseQueryResult<DataOf<typeof LIST>, ApiError> {
  const query = { senior_id: seniorId, goal_action_id: goalActionId, current_version: version };
  return useQuery(routeQueryOptions(useApi(), LIST, { query }));
}

/** POST goal-notes: adds a note at the latest version; the notes of that goal are read again. */
export function useAddGoalNote(
  seniorId: string,
  goalActionId: string,
  version: number,
): UseMutationResult<GoalNote, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (notes) =>
      api.callRoute(ADD, {
        body: { senior_id: seniorId, goal_action_id: goalActionId, current_version: version, notes },
      }),
    onSuccess: () =>
      qc.invalidateQueries({
        queryKey: queryKeyFor(LIST, { query: { senior_id: seniorId, goal_action_id: goalActionId } }),
      }),
  });
}
