import { careInsightRoutes, msToNs, SOS_FALL_WINDOW_DAYS } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = careInsightRoutes.all;
export type SeniorMessages = DataOf<typeof R>;

/** Spec 3 §9: messages shown up to 20. */
export const MESSAGE_ROWS = 20;
const DAY_MS = 86_400_000;

/**
 * GET /careinsights/all: the senior's approved care-insight messages of the last 30 days (spec 3 §9 'Care insight
 * dashboard window'), ordered by the sort weights (SOS, fall, call entry, alert, summary), then newest first.
 */
export function useSeniorMessages(
  seniorId: string,
  accountId: string,
  now: number,
): UseQueryResult<SeniorMessages, ApiError> {
  const query: QueryOf<typeof R> = {
    senior_id: seniorId,
    account_id: accountId,
    start_timestamp: msToNs(now - SOS_FALL_WINDOW_DAYS * DAY_MS),
    end_timestamp: msToNs(now),
    status: "approved",
    offset: 0,
    limit: MESSAGE_ROWS,
  };
  return useQuery(routeQueryOptions(useApi(), R, { query }));
}
