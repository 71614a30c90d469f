import { seniorCustomerId, wellnessPlanRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { GoalCatalogueEntry } from "../model/goal-action-map";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = wellnessPlanRoutes.goalActionMap;

/**
 * The goals and actions the pickers offer, read off the server's goal-action map (the server owns the list). Which
 * are selected or occupied is worked out on screen from the rows being edited (model/goal-action-map.ts), since
 * unsaved rows count too.
 */
export function useGoalCatalogue(seniorId: string): UseQueryResult<GoalCatalogueEntry[], ApiError> {
  const api = useApi();
  return useQuery({
    ...routeQueryOptions(api, R, { query: { customer_id: seniorCustomerId(seniorId) } }),
    select: (map) => map.goals.map((g) => ({ goal: g.goal, actions: g.actions.map((a) => a.actionName) })),
    staleTime: 60_000,
  });
}
