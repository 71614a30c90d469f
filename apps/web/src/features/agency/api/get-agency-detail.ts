import { agencyRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = agencyRoutes.agencyDetail;
export type AgencyDetail = DataOf<typeof R>;

/** The agency's header card: name, location, phone and resident counts. */
export function useAgencyDetail(facilityId: string): UseQueryResult<AgencyDetail, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: { facility_id: facilityId } }),
    enabled: facilityId !== "",
  });
}
