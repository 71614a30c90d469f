import { adminOrganisationRoutes } from "@care/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery, useRouteWrite } from "../../../lib/api/route-hooks";

const LIST = adminOrganisationRoutes.listCorporates;
const CREATE = adminOrganisationRoutes.createCorporate;

export type CorporatesQuery = QueryOf<typeof LIST>;
export type CorporatesPage = DataOf<typeof LIST>;
export type CorporateRow = CorporatesPage["items"][number];

/** One call's worth (100 rows) of the corporate list; the previous rows stay while the next load. */
export function useCorporates(q: CorporatesQuery): UseQueryResult<CorporatesPage, ApiError> {
  return usePagedRouteQuery(LIST, { query: q });
}

export function useCreateCorporate(): UseMutationResult<DataOf<typeof CREATE>, ApiError, BodyOf<typeof CREATE>> {
  return useRouteWrite(CREATE, [LIST], { silent: true });
}
