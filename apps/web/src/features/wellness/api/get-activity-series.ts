import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.activitySeries;

export type ActivitySeries = DataOf<typeof R>;
export type ActivitySeriesQuery = QueryOf<typeof R>;

/** GET /activity/series: steps per hour (day) or per day (week, month). */
export function useActivitySeries(
  query: ActivitySeriesQuery,
  enabled = true,
): UseQueryResult<ActivitySeries, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
