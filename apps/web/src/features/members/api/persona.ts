import { memberRoutes } from "@care/contracts";
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
import { queryKeyFor } from "../../../lib/api/query-keys";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { seniorQuery, type SeniorIds } from "./member-routes";

const GET = memberRoutes.persona;
const PUT = memberRoutes.savePersona;
export type Persona = DataOf<typeof GET>;

/** GET users/senior/persona. */
export function usePersona(s: SeniorIds): UseQueryResult<Persona, ApiError> {
  return useQuery(routeQueryOptions(useApi(), GET, { query: seniorQuery(s) }));
}

/** PUT users/senior/persona; the answer replaces the cached persona. */
export function useSavePersona(s: SeniorIds): UseMutationResult<Persona, ApiError, BodyOf<typeof PUT>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(PUT, { body, silent: true }),
    onSuccess: (saved) => qc.setQueryData(queryKeyFor(GET, { query: seniorQuery(s) }), saved),
  });
}
