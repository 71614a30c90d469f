import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.rawDifference;

export type RawDifference = DataOf<typeof R>;
export type RawDifferenceQuery = QueryOf<typeof R>;

/** GET /body-health/raw-difference: values before and at the end of the period (GAIN/LOSS, INCREASE/DECREASE). */
export function useRawDifference(query: RawDifferenceQuery, enabled = true): UseQueryResult<RawDifference, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
