import { measurementSleepRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementSleepRoutes.sleepWeekly;

export type SleepWeekly = DataOf<typeof R>;
export type SleepWeeklyQuery = QueryOf<typeof R>;

/** GET /sleep/weekly-summary: Monday to Sunday of the week holding start_timestamp (member's zone). */
export function useSleepWeekly(query: SleepWeeklyQuery, enabled = true): UseQueryResult<SleepWeekly, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
