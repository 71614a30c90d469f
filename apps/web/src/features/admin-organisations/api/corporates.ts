import { usersCorporateRoutes } from "@care/contracts";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { orgKeys } from "./keys";

const LIST = usersCorporateRoutes.listCorporates;
const CREATE = usersCorporateRoutes.createCorporate;

export type CorporatesQuery = QueryOf<typeof LIST>;
export type CorporatesPage = DataOf<typeof LIST>;
export type CorporateRow = CorporatesPage["items"][number];

/** One call's worth (100 rows) of the corporate list; the previous rows stay while the next load. */
export function useCorporates(q: CorporatesQuery): UseQueryResult<CorporatesPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), LIST, orgKeys.corporates(q), { query: q }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCorporate(): UseMutationResult<DataOf<typeof CREATE>, ApiError, BodyOf<typeof CREATE>> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(CREATE, { body, silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgKeys.corporates() }),
  });
}
