import { seniorListRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";
import { seniorQuery, type SeniorIds } from "./senior-profile";

const R = seniorListRoutes.seniorHeader;
export type SeniorHeader = DataOf<typeof R>;

/**
 * The header card's facts of a senior (name, photo, zone): every tab of the senior, and 'Senior Member: {name}'
 * of the assessments, share the one cached answer. Silent: a senior that does not exist or is out of scope fails
 * the tab's own calls too; one dialog is enough.
 */
export function useSeniorHeader(s: SeniorIds): UseQueryResult<SeniorHeader, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), R, { query: seniorQuery(s), silent: true }), staleTime: 60_000 });
}
