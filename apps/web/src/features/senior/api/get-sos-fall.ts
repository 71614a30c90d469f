import { measurementReportRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { seniorDashboardKeys } from "./senior-dashboard-keys";

const R = measurementReportRoutes.sosFall;
export type SosFallRows = DataOf<typeof R>;

/** GET /measurement/sos-fall: SOS and falls merged, newest first, 20 rows, the server's default 30-day window. */
export function useSosFall(seniorId: string, accountId: string): UseQueryResult<SosFallRows, ApiError> {
  const query = { senior_id: seniorId, account_id: accountId };
  return useQuery(routeQueryOptions(useApi(), R, seniorDashboardKeys.call(seniorId, "sos-fall", query), { query }));
}
