import { measurementSleepRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementSleepRoutes.sleepDaily;

export type SleepDaily = DataOf<typeof R>;
export type SleepDailyQuery = QueryOf<typeof R>;

/** GET /sleep/daily: the nights ending in the period, their averages and the sleep goal. */
export function useSleepDaily(query: SleepDailyQuery, enabled = true): UseQueryResult<SleepDaily, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
