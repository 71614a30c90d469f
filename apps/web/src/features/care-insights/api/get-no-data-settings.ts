import { noDataRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = noDataRoutes.settings;
export type NoDataSettings = DataOf<typeof R>;

/** The senior's no-data silences per device kind (watch, scale, sleep mat), with any open alert. */
export function useNoDataSettings(seniorId: string, accountId?: string): UseQueryResult<NoDataSettings, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, {
      query: { senior_id: seniorId, account_id: accountId || undefined },
      silent: true,
    }),
  });
}
