import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.heart;

export type HeartSeries = DataOf<typeof R>;
export type HeartSeriesQuery = QueryOf<typeof R>;

/** GET /vitals/heart: heart rate (mean, min, max) and steps per bucket. */
export function useHeartSeries(query: HeartSeriesQuery, enabled = true): UseQueryResult<HeartSeries, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
