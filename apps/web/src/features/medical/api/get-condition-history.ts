import { FETCH_LIMITS, medicalRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = medicalRoutes.conditionHistory;
export type ConditionVersion = DataOf<typeof R>["items"][number];

/** The versions of one condition, newest first (a condition rarely has more than the fetch limit). */
export function useConditionHistory(
  seniorId: string,
  conditionId: string | null,
): UseQueryResult<DataOf<typeof R>, ApiError> {
  const q = {
    senior_id: seniorId,
    medical_condition_id: conditionId ?? undefined,
    limit: FETCH_LIMITS.medicalCondition,
  };
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    enabled: conditionId !== null,
  });
}
