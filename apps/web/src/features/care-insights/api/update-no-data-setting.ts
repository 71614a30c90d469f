import { noDataRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { careInsightKeys } from "./keys";

const R = noDataRoutes.update;

/** Sets one device kind's silence (null: the default) and/or its switch; the answer is the whole new list. */
export function useUpdateNoDataSetting(
  seniorId: string,
): UseMutationResult<DataOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: (list) => qc.setQueryData(careInsightKeys.noDataSettings(seniorId), list),
  });
}
