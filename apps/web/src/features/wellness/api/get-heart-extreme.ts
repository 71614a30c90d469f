import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.heartExtreme;

export type HeartExtreme = DataOf<typeof R>;
export type HeartExtremeQuery = QueryOf<typeof R>;

/** GET /vitals/heart-extreme: min, max, latest and mean heart rate. */
export function useHeartExtreme(query: HeartExtremeQuery, enabled = true): UseQueryResult<HeartExtreme, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
