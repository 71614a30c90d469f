import { careInsightRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = careInsightRoutes.subHistory;
export type SubHistory = DataOf<typeof R>;

/** Every status change of one insight, oldest first; asked for when the item is expanded. */
export function useInsightSubHistory(careInsightId: string, seniorId: string): UseQueryResult<SubHistory, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, {
      query: { care_insight_id: careInsightId, senior_id: seniorId },
    }),
  );
}
