import { memberDeviceRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";

const R = memberDeviceRoutes.link;
export type LinkDeviceBody = BodyOf<typeof R>;

/** PUT users/medical-device; silent: the dialog turns each refusal into the spec's own words. */
export function useLinkDevice(): UseMutationResult<DataOf<typeof R>, ApiError, LinkDeviceBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(R, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, [memberDeviceRoutes.list]),
  });
}
