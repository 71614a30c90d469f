import { agencyRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = agencyRoutes.residentSummary;
export type ResidentSummary = DataOf<typeof R>;

/** The client dashboard's summary card and the client's minimal info (zone, facility type, coach). */
export function useResidentSummary(seniorId: string, accountId: string): UseQueryResult<ResidentSummary, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, {
      query: { senior_id: seniorId, account_id: accountId },
    }),
  );
}
