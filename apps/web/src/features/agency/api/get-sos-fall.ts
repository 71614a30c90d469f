import { measurementReportRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { agencyKeys } from "./agency-keys";

const R = measurementReportRoutes.sosFall;
export type SosFallRows = DataOf<typeof R>;

/** SOS and falls of the last 30 days, merged, newest first, at most 20 (the API's defaults). */
export function useSosFall(seniorId: string, accountId: string): UseQueryResult<SosFallRows, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, agencyKeys.sosFall(seniorId), {
      query: { senior_id: seniorId, account_id: accountId },
    }),
  );
}
