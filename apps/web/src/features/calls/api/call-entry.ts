import { callRoutes } from "@care/contracts";
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { CALL_ROUTES } from "./call-routes";

const GET = callRoutes.callEntryEvent;
const POST = callRoutes.callEntry;
export type CallEntryQuery = QueryOf<typeof GET>;
export type CallEntryEvent = DataOf<typeof GET>;
export type CallEntryBody = BodyOf<typeof POST>;

/** GET supervision/call-entry: what the popup shows (spec 2 §3 'Call entry event'). */
export function useCallEntryEvent(q: CallEntryQuery): UseQueryResult<CallEntryEvent, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), GET, { query: q }), staleTime: 0 });
}

/** POST supervision/call-entry: a call log and a call_entry care insight. */
export function useRecordCallEntry(): UseMutationResult<DataOf<typeof POST>, ApiError, CallEntryBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) => api.callRoute(POST, { body }),
    onSuccess: () => invalidateRoutes(qc, CALL_ROUTES),
  });
}
