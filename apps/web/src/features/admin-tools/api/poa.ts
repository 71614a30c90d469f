import { poaDocumentRoutes as R } from "@care/contracts";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery, useRouteWrite } from "../../../lib/api/route-hooks";
import type { PoaListQuery } from "./list-queries";

export type PoaPage = DataOf<typeof R.listPoa>;
export type PoaDocumentRow = PoaPage["items"][number];
export type PoaReview = BodyOf<typeof R.reviewPoa>;

/** GET /api/users/admin/poa-documents. */
export function usePoaDocuments(q: PoaListQuery): UseQueryResult<PoaPage, ApiError> {
  return usePagedRouteQuery(R.listPoa, { query: q });
}

/** Opens a document: a fresh signed url each time (it lives 15 minutes), so no link outlives the review. */
export function useOpenPoa(): (poaId: string) => Promise<string> {
  const api = useApi();
  return async (poaId) => (await api.callRoute(R.poaUrl, { query: { poa_id: poaId } })).url;
}

/** PUT /api/users/admin/poa-document/review; the lists of every status change. */
export function useReviewPoa(): UseMutationResult<DataOf<typeof R.reviewPoa>, ApiError, PoaReview> {
  // Reloaded after a refusal too: a document someone else already decided is no longer pending.
  return useRouteWrite(R.reviewPoa, [R.listPoa], { silent: true, settled: true });
}
