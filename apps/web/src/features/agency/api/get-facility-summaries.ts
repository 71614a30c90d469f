import { careInsightRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { agencyKeys } from "./agency-keys";

const R = careInsightRoutes.allFacility;
export type FacilitySummaries = DataOf<typeof R>;

/** The agency's approved agency summaries with the agent's read marks (clients-list highlighting). */
export function useFacilitySummaries(
  facilityId: string,
  enabled: boolean,
): UseQueryResult<FacilitySummaries, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, agencyKeys.summariesOf(facilityId), {
      query: { facility_id: facilityId, status: "approved", limit: "40" },
      silent: true,
    }),
    enabled,
  });
}
