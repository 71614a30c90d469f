import { authRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = authRoutes.generateMemberId;

/** GET cognito/user/generate-memberid: reserves the member id the new member gets (once per form). */
export function useGeneratedMemberId(): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, {}),
    // A reserved id is never handed out again: keep the one this form got, ask once.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
