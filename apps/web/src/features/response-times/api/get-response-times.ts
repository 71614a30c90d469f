import { responseTimeRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";

const R = responseTimeRoutes.responseTimes;
export type ResponseTimesData = DataOf<typeof R>;
export type ResponseTimesInput = QueryOf<typeof R>;

/**
 * GET /api/supervision/response-times: the figures of one period, per facility or care agent. The previous answer
 * stays on screen (dimmed) while a new period or grouping loads. `enabled` false: no period to ask for yet.
 */
export function useResponseTimes(q: ResponseTimesInput, enabled = true): UseQueryResult<ResponseTimesData, ApiError> {
  return usePagedRouteQuery(R, { query: q }, enabled);
}
