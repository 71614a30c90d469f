import { measurementSleepRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementSleepRoutes.sleepPhase;

export type SleepPhase = DataOf<typeof R>;
export type SleepPhaseQuery = QueryOf<typeof R>;

/** GET /sleep/phase: one night's phases as segments. */
export function useSleepPhase(query: SleepPhaseQuery, enabled = true): UseQueryResult<SleepPhase, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
