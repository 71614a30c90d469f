import type { RouteContract } from "@care/contracts";
import { queryOptions, type UnusedSkipTokenOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import type { ApiError } from "./api-error";
import type { CallInput, DataOf } from "./contract-types";
import { queryKeyFor, type RouteQueryKey } from "./query-keys";

/** What `routeQueryOptions` returns: TanStack Query options whose key carries the route's data type. */
export type RouteQueryOptions<R extends RouteContract> = UnusedSkipTokenOptions<
  DataOf<R>,
  ApiError,
  DataOf<R>,
  RouteQueryKey<R>
> & { queryKey: RouteQueryKey<R> };

/**
 * Query options for one route: the key derived from the contract and the input (`queryKeyFor`), the call through
 * callRoute with the query's abort signal (a superseded request is cancelled, never shown as an error). The cache
 * holds the route's data as answered: a hook that wants a part of it uses `select`, so every hook of the route can
 * share the entry.
 */
export function routeQueryOptions<R extends RouteContract>(
  api: ApiClient,
  route: R,
  input: CallInput<R>,
): RouteQueryOptions<R> {
  return queryOptions<DataOf<R>, ApiError, DataOf<R>, RouteQueryKey<R>>({
    queryKey: queryKeyFor(route, input),
    queryFn: ({ signal }) => api.callRoute(route, { ...input, signal }),
  }) as RouteQueryOptions<R>;
}
