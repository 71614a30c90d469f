import { seniorCustomerId, wellnessPlanRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = wellnessPlanRoutes.listGoals;
export type SeniorGoals = DataOf<typeof R>["data"];

/** Spec 2 §9 / spec 3 §9: goal lists on dashboards show 5. */
export const DASHBOARD_GOAL_LIMIT = 5;

/**
 * The goals for a client (spec 3 §7 'Goals (for a client)': customer_id, status as a JSON array, limit 5): the
 * open goals of the latest plan version with their progress. Open means the spec's goals filter, Started and
 * In_Progress (a not-started goal is saved as in_progress, spec 2 §4).
 */
export function useSeniorGoals(seniorId: string): UseQueryResult<SeniorGoals, ApiError> {
  const query: QueryOf<typeof R> = {
    customer_id: seniorCustomerId(seniorId),
    status: JSON.stringify(["Started", "In_Progress"]),
    limit: DASHBOARD_GOAL_LIMIT,
  };
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query }),
    select: (answer) => answer.data,
  });
}
