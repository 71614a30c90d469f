import { authConfigAdminRoutes as R, authRoutes } from "@care/contracts";
import { useQuery, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation } from "../../../lib/api/route-hooks";
import { routeQueryOptions } from "../../../lib/api/route-query";

export type ConfigEntry = DataOf<typeof R.listConfig>[number];
export interface ConfigSave {
  name: ConfigEntry["name"];
  value: unknown;
}

/** GET /api/cognito/admin/client-configuration. */
export function useConfigEntries(): UseQueryResult<ConfigEntry[], ApiError> {
  return useQuery(routeQueryOptions(useApi(), R.listConfig, {}));
}

/** PUT /api/cognito/admin/client-configuration; this portal reloads its own configuration after a save. */
export function useSaveConfig(): UseMutationResult<DataOf<typeof R.saveConfig>, ApiError, ConfigSave> {
  const api = useApi();
  return useInvalidatingMutation(
    (body: ConfigSave) => api.callRoute(R.saveConfig, { body, silent: true }),
    [R.listConfig, authRoutes.clientConfiguration],
  );
}
