import { adminDeviceRoutes as R } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { useListWrite, type ListWrite } from "./list-writes";

export type DevicesQuery = QueryOf<typeof R.listAdminDevices>;
export type DevicesPage = DataOf<typeof R.listAdminDevices>;
export type InventoryDevice = DevicesPage["items"][number];

/** One call's worth (up to 100 rows) of the device inventory; the previous rows stay while the next load. */
export function useDevices(q: DevicesQuery): UseQueryResult<DevicesPage, ApiError> {
  return usePagedRouteQuery(R.listAdminDevices, { query: q });
}

export const useRegisterDevice = (): ListWrite<typeof R.registerAdminDevice> =>
  useListWrite(R.registerAdminDevice, R.listAdminDevices);

export const useDeviceStatus = (): ListWrite<typeof R.setAdminDeviceStatus> =>
  useListWrite(R.setAdminDeviceStatus, R.listAdminDevices);
