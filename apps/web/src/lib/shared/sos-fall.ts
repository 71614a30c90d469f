import { measurementReportRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";
import { seniorQuery, type SeniorIds } from "./senior-profile";

const R = measurementReportRoutes.sosFall;
export type SosFallRows = DataOf<typeof R>;

/** GET /measurement/sos-fall: SOS and falls merged, newest first, 20 rows, the server's default 30-day window. */
export function useSosFall(s: SeniorIds): UseQueryResult<SosFallRows, ApiError> {
  return useQuery(routeQueryOptions(useApi(), R, { query: seniorQuery(s) }));
}
