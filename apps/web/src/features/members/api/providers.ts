import { providerRoutes, type ProviderTypeValue } from "@care/contracts";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { seniorQuery, type SeniorIds } from "./member-routes";

export type Provider = DataOf<typeof providerRoutes.doctor.list>["providers"][number];
export type DoctorInput = BodyOf<typeof providerRoutes.doctor.create>;
export type PharmacyInput = BodyOf<typeof providerRoutes.pharmacy.create>;
/** What the provider dialog sends: a doctor's or dentist's fields, or a pharmacy's. */
export type ProviderInput = (DoctorInput | PharmacyInput) & { provider_id?: string };

/** GET users/provider/{doctor|dentist|pharmacy}: primary first. */
export function useProviders(
  s: SeniorIds,
  type: ProviderTypeValue,
): UseQueryResult<{ providers: Provider[] }, ApiError> {
  return useQuery(routeQueryOptions(useApi(), providerRoutes[type].list, { query: seniorQuery(s) }));
}

/** POST (new) or PUT (with provider_id) users/provider/{type}; marking one primary unmarks the others. */
export function useSaveProvider(
  s: SeniorIds,
  type: ProviderTypeValue,
): UseMutationResult<Provider, ApiError, ProviderInput> {
  const api = useApi();
  const qc = useQueryClient();
  const R = providerRoutes[type];
  return useMutation({
    mutationFn: ({ provider_id, ...body }) =>
      provider_id
        ? api.callRoute(R.update, { body: { ...(body as DoctorInput), provider_id }, silent: true })
        : api.callRoute(R.create, { body: body as DoctorInput, silent: true }),
    onSuccess: () => invalidateRoutes(qc, [providerRoutes[type].list]),
  });
}

/** DELETE users/provider/{type}. */
export function useDeleteProvider(s: SeniorIds, type: ProviderTypeValue): UseMutationResult<unknown, ApiError, string> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (providerId) =>
      api.callRoute(providerRoutes[type].remove, { query: { ...seniorQuery(s), provider_id: providerId } }),
    onSuccess: () => invalidateRoutes(qc, [providerRoutes[type].list]),
  });
}
