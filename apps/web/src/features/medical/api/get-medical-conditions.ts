import { medicalRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = medicalRoutes.listConditions;
export type ConditionsQuery = QueryOf<typeof R>;
export type ConditionsPage = DataOf<typeof R>;
export type ConditionRow = ConditionsPage["items"][number];

/** One call of the senior's medical conditions (up to 100 rows, shown 10 a page). */
export function useMedicalConditions(q: ConditionsQuery): UseQueryResult<ConditionsPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
  });
}
