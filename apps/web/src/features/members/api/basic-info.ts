import { memberRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf } from "../../../lib/api/contract-types";
import { queryKeyFor } from "../../../lib/api/query-keys";
import { seniorQuery, type BasicInfo, type SeniorIds } from "../../../lib/shared/senior-profile";

const GET = memberRoutes.basicInfo;
const PUT = memberRoutes.saveBasicInfo;

/** PUT users/senior/basic-info; the answer replaces the cached basic info. */
export function useSaveBasicInfo(s: SeniorIds): UseMutationResult<BasicInfo, ApiError, BodyOf<typeof PUT>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(PUT, { body, silent: true }),
    onSuccess: (saved) => qc.setQueryData(queryKeyFor(GET, { query: seniorQuery(s) }), saved),
  });
}
