import { providerRoutes, type ProviderTypeValue } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../services";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";

export type ProviderList = DataOf<typeof providerRoutes.doctor.list>;
export type Provider = ProviderList["providers"][number];

/**
 * GET users/provider/{doctor|dentist|pharmacy}, primary first: the one hook of each of the three endpoints (the
 * Providers tab; the medication form's pharmacy choices). Asked as spec 2 §7 says: doctors and dentists by
 * senior_id and account_id, pharmacies by senior_id only, so every screen shares one cache entry per senior.
 */
export function useProviders(
  type: ProviderTypeValue,
  s: { seniorId: string; accountId?: string },
): UseQueryResult<ProviderList, ApiError> {
  const query =
    type === "pharmacy" || s.accountId === undefined
      ? { senior_id: s.seniorId }
      : { senior_id: s.seniorId, account_id: s.accountId };
  return useQuery(routeQueryOptions(useApi(), providerRoutes[type].list, { query }));
}
