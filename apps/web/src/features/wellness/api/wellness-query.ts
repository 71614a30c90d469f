import {
  measurementGoalRoutes,
  measurementSleepRoutes,
  measurementWellnessRoutes,
  type RouteContract,
} from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { CallInput, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

/** Every read of the wellness screens: a saved goal reloads every card that shows it (goal, percentage, progress). */
export const WELLNESS_ROUTES: readonly RouteContract[] = [
  measurementGoalRoutes.getBodyGoal,
  measurementGoalRoutes.getSleepGoal,
  measurementGoalRoutes.getStepGoal,
  measurementSleepRoutes.sleepDaily,
  measurementSleepRoutes.sleepHeartRate,
  measurementSleepRoutes.sleepMonthly,
  measurementSleepRoutes.sleepPhase,
  measurementSleepRoutes.sleepWeekly,
  measurementWellnessRoutes.activityScore,
  measurementWellnessRoutes.activitySeries,
  measurementWellnessRoutes.bodyGraph,
  measurementWellnessRoutes.heart,
  measurementWellnessRoutes.heartExtreme,
  measurementWellnessRoutes.rawDifference,
  measurementWellnessRoutes.rawMeasurement,
];

/** One GET of the measurement service for one senior; `enabled` false holds it until its inputs are known. */
export function useWellnessQuery<R extends RouteContract>(
  route: R,
  query: QueryOf<R> & { senior_id: string },
  enabled = true,
): UseQueryResult<DataOf<R>, ApiError> {
  const api = useApi();
  const input = { query } as unknown as CallInput<R>;
  return useQuery({ ...routeQueryOptions(api, route, input), enabled });
}
