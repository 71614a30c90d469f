import { usersDeviceRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = usersDeviceRoutes.list;
export type SeniorDevice = DataOf<typeof R>["devices"][number];

/** Query keys of the Devices sub-tab; link, sensitivity and unlink invalidate `memberDeviceKeys.senior(id)`. */
export const memberDeviceKeys = {
  all: ["member-devices"] as const,
  senior: (seniorId: string) => [...memberDeviceKeys.all, seniorId] as const,
};

/** The devices linked to the senior now, with their last session and last upload. */
export function useSeniorDevices(seniorId: string): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, memberDeviceKeys.senior(seniorId), { query: { senior_id: seniorId } }),
  );
}
