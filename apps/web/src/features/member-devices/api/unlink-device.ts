import { memberDeviceRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";

const R = memberDeviceRoutes.unlink;

/** DELETE users/medical-device: the link is closed and stays in the IoT device history. */
export function useUnlinkDevice(seniorId: string): UseMutationResult<DataOf<typeof R>, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deviceId) => api.callRoute(R, { query: { senior_id: seniorId, device_id: deviceId } }),
    onSuccess: () => invalidateRoutes(qc, [memberDeviceRoutes.list]),
  });
}
