import { suppressionRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = suppressionRoutes.list;
export type SuppressionPage = DataOf<typeof R>;

/** The senior's suppression windows (away, hospital stay), latest end first: the 20 most recent. */
export function useSuppressionWindows(seniorId: string, accountId?: string): UseQueryResult<SuppressionPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, {
      query: { senior_id: seniorId, account_id: accountId || undefined, limit: 20 },
      silent: true,
    }),
  });
}
