import { measurementSleepRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementSleepRoutes.sleepMonthly;

export type SleepMonthly = DataOf<typeof R>;
export type SleepMonthlyQuery = QueryOf<typeof R>;

/** GET /sleep/monthly-summary: every day of the month holding start_timestamp (member's zone). */
export function useSleepMonthly(query: SleepMonthlyQuery, enabled = true): UseQueryResult<SleepMonthly, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
