import type { RouteContract } from "@care/contracts";
import { queryOptions, type DataTag, type QueryKey, type UnusedSkipTokenOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import type { ApiError } from "./api-error";
import type { CallInput, DataOf } from "./contract-types";

/** What `routeQueryOptions` returns: TanStack Query options whose key carries the route's data type. */
export type RouteQueryOptions<R extends RouteContract, K extends QueryKey> = UnusedSkipTokenOptions<
  DataOf<R>,
  ApiError,
  DataOf<R>,
  K
> & { queryKey: DataTag<K, DataOf<R>, ApiError> };

/**
 * Query options for one GET route: `queryKey` from the feature's key factory, the call through callRoute with the
 * query's abort signal (a superseded request is cancelled, never shown as an error).
 */
export function routeQueryOptions<R extends RouteContract, K extends QueryKey>(
  api: ApiClient,
  route: R,
  queryKey: K,
  input: CallInput<R>,
): RouteQueryOptions<R, K> {
  return queryOptions<DataOf<R>, ApiError, DataOf<R>, K>({
    queryKey,
    queryFn: ({ signal }) => api.callRoute(route, { ...input, signal }),
  });
}
