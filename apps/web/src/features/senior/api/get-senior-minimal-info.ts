import { usersSeniorProfileRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { seniorDashboardKeys } from "./senior-dashboard-keys";

const R = usersSeniorProfileRoutes.minimalInfo;
export type SeniorMinimalInfo = DataOf<typeof R>;

/** GET /users/senior/minimal-info: the member id the wellness summary asks the dashboard route for. */
export function useSeniorMinimalInfo(seniorId: string, accountId: string): UseQueryResult<SeniorMinimalInfo, ApiError> {
  const query = { senior_id: seniorId, account_id: accountId };
  return useQuery(routeQueryOptions(useApi(), R, seniorDashboardKeys.call(seniorId, "minimal-info", query), { query }));
}
