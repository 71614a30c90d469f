import { memberDeviceRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";

const R = memberDeviceRoutes.updateSensitivity;

/** PATCH users/medical-device (a watch's fall sensitivity); silent: 2046 has its own text. */
export function useUpdateDeviceSensitivity(): UseMutationResult<DataOf<typeof R>, ApiError, BodyOf<typeof R>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSettled: () => invalidateRoutes(qc, [memberDeviceRoutes.list]),
  });
}
