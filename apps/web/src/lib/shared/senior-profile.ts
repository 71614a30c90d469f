import { memberRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";

export type MinimalInfo = DataOf<typeof memberRoutes.minimalInfo>;
export type BasicInfo = DataOf<typeof memberRoutes.basicInfo>;

/** Which senior a senior-scoped call is about. */
export interface SeniorIds {
  seniorId: string;
  accountId: string;
}

/** The identity every senior-scoped call sends. */
export function seniorQuery(s: SeniorIds): { senior_id: string; account_id: string } {
  return { senior_id: s.seniorId, account_id: s.accountId };
}

/** GET users/senior/minimal-info: name, member id, contact and address (profile, callees, location, dashboard). */
export function useMinimalInfo(s: SeniorIds): UseQueryResult<MinimalInfo, ApiError> {
  return useQuery(routeQueryOptions(useApi(), memberRoutes.minimalInfo, { query: seniorQuery(s) }));
}

/** GET users/senior/basic-info: the profile's basic info, with the home radius the Location tab uses. */
export function useBasicInfo(s: SeniorIds): UseQueryResult<BasicInfo, ApiError> {
  return useQuery(routeQueryOptions(useApi(), memberRoutes.basicInfo, { query: seniorQuery(s) }));
}
