import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.rawMeasurement;

export type RawMeasurement = DataOf<typeof R>;
export type RawMeasurementQuery = QueryOf<typeof R>;

/** GET /body-health/raw-measurement: body composition, BMI, goal progress and the last weigh-in. */
export function useRawMeasurement(
  query: RawMeasurementQuery,
  enabled = true,
): UseQueryResult<RawMeasurement, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
