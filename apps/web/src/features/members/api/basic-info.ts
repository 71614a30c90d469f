import { usersSeniorProfileRoutes } from "@care/contracts";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { memberKeys, seniorQuery, type SeniorIds } from "./member-keys";

const GET = usersSeniorProfileRoutes.basicInfo;
const PUT = usersSeniorProfileRoutes.saveBasicInfo;
export type BasicInfo = DataOf<typeof GET>;

/** GET users/senior/basic-info. */
export function useBasicInfo(s: SeniorIds): UseQueryResult<BasicInfo, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), GET, memberKeys.part(s.seniorId, "basic-info"), { query: seniorQuery(s) }),
  );
}

/** PUT users/senior/basic-info; the answer replaces the cached basic info. */
export function useSaveBasicInfo(s: SeniorIds): UseMutationResult<BasicInfo, ApiError, BodyOf<typeof PUT>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(PUT, { body, silent: true }),
    onSuccess: (saved) => qc.setQueryData(memberKeys.part(s.seniorId, "basic-info"), saved),
  });
}
