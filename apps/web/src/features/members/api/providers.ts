import { providerRoutes, type ProviderTypeValue } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import type { Provider } from "../../../lib/shared/providers";
import { seniorQuery, type SeniorIds } from "./member-routes";

export type DoctorInput = BodyOf<typeof providerRoutes.doctor.create>;
export type PharmacyInput = BodyOf<typeof providerRoutes.pharmacy.create>;
/** What the provider dialog sends: a doctor's or dentist's fields, or a pharmacy's. */
export type ProviderInput = (DoctorInput | PharmacyInput) & { provider_id?: string };

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
