import { vitalRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { careInsightKeys } from "./keys";

const R = vitalRoutes.list;
export type VitalList = DataOf<typeof R>;
export type VitalRow = VitalList[number];

export interface VitalsQueryOptions {
  queryKey: ReturnType<typeof careInsightKeys.vitals>;
  queryFn: (ctx: { signal: AbortSignal }) => Promise<VitalList>;
}

/** POST vitals/list is a read sent as POST (spec 2 §7), so it is a query, not a mutation. */
export function vitalsQuery(api: ApiClient, seniorId: string, accountId?: string): VitalsQueryOptions {
  return {
    queryKey: careInsightKeys.vitals(seniorId),
    queryFn: ({ signal }) =>
      api.callRoute(R, { body: { senior_id: seniorId, account_id: accountId || undefined }, signal, silent: true }),
  };
}

export function useVitals(seniorId: string, accountId?: string): UseQueryResult<VitalList, ApiError> {
  return useQuery(vitalsQuery(useApi(), seniorId, accountId));
}

/** Puts a vital the API answered into the cached list (every vitals write answers the vital as it now is). */
export function replaceVital(list: VitalList | undefined, vital: VitalRow): VitalList | undefined {
  return list?.map((v) => (v.measurementName === vital.measurementName ? vital : v));
}
