import { seniorCustomerId, wellnessPlanRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = wellnessPlanRoutes.getWellnessPlan;
export type WellnessPlanData = DataOf<typeof R>;

export function wellnessPlanQuery(
  api: ApiClient,
  seniorId: string,
  version: number | null,
): RouteQueryOptions<typeof R> {
  const query = { customer_id: seniorCustomerId(seniorId), ...(version === null ? {} : { version }) };
  return routeQueryOptions(api, R, { query });
}

/** The plan at a version (null: the latest); a senior without a plan answers an empty one at version 0. */
export function useWellnessPlan(seniorId: string, version: number | null): UseQueryResult<WellnessPlanData, ApiError> {
  return useQuery(wellnessPlanQuery(useApi(), seniorId, version));
}
