import { memberDeviceRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = memberDeviceRoutes.list;
export type SeniorDevice = DataOf<typeof R>["devices"][number];

/** The devices linked to the senior now, with their last session and last upload. */
export function useSeniorDevices(seniorId: string): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery(routeQueryOptions(useApi(), R, { query: { senior_id: seniorId } }));
}
