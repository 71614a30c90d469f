import { measurementSleepRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementSleepRoutes.sleepHeartRate;

export type SleepHeartRate = DataOf<typeof R>;
export type SleepHeartRateQuery = QueryOf<typeof R>;

/** GET /sleep/heart-rate: the sleep mat's heart rate of one night. */
export function useSleepHeartRate(
  query: SleepHeartRateQuery,
  enabled = true,
): UseQueryResult<SleepHeartRate, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
