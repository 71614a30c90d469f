import { measurementWellnessRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { useWellnessQuery } from "./wellness-query";

const R = measurementWellnessRoutes.bodyGraph;

export type BodyGraph = DataOf<typeof R>;
export type BodyGraphQuery = QueryOf<typeof R>;

/** GET /body-health/body-graph: weight (lbs) or hydration (%) per bucket. */
export function useBodyGraph(query: BodyGraphQuery, enabled = true): UseQueryResult<BodyGraph, ApiError> {
  return useWellnessQuery(R, query, enabled);
}
