import { noDataRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { queryKeyFor } from "../../../lib/api/query-keys";

const R = noDataRoutes.update;

/** Sets one device kind's silence (null: the default) and/or its switch; the answer is the whole new list. */
export function useUpdateNoDataSetting(
  seniorId: string,
): UseMutationResult<DataOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: (list) =>
      qc.setQueriesData({ queryKey: queryKeyFor(noDataRoutes.settings, { query: { senior_id: seniorId } }) }, list),
  });
}
