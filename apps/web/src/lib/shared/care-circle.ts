import { careCircleRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";
import { seniorQuery, type SeniorIds } from "./senior-profile";

const R = careCircleRoutes.list;
export type CareCircle = DataOf<typeof R>;
export type Caregiver = CareCircle["caregivers"][number];

/**
 * GET users/senior/care-circle, sorted primary, secondary, alternate by the API: the Care Circle tab, the callees
 * of a call, the POA upload's contacts. `null`: no senior chosen yet (nothing is asked).
 */
export function useCareCircle(s: SeniorIds | null): UseQueryResult<CareCircle, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: seniorQuery(s ?? { seniorId: "", accountId: "" }) }),
    enabled: s !== null,
  });
}
