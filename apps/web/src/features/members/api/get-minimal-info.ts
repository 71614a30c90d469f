import { usersSeniorProfileRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { memberKeys, seniorQuery, type SeniorIds } from "./member-keys";

const R = usersSeniorProfileRoutes.minimalInfo;
export type MinimalInfo = DataOf<typeof R>;

/** GET users/senior/minimal-info. */
export function useMinimalInfo(s: SeniorIds): UseQueryResult<MinimalInfo, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, memberKeys.part(s.seniorId, "minimal-info"), { query: seniorQuery(s) }),
  );
}
