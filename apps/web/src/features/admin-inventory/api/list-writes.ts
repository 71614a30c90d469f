import type { RouteContract } from "@care/contracts";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { useRouteWrite } from "../../../lib/api/route-hooks";

/** What a write of `R` is to its screen: a mutation taking the route's body. */
export type ListWrite<R extends RouteContract> = UseMutationResult<DataOf<R>, ApiError, BodyOf<R>>;

/**
 * A write of one of the inventory lists: errors come back to the form (silent: field errors go under the fields),
 * and the list the write changed is loaded again.
 */
export function useListWrite<R extends RouteContract>(route: R, list: RouteContract): ListWrite<R> {
  return useRouteWrite(route, [list], { silent: true });
}
