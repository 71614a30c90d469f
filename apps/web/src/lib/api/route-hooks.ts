import type { RouteContract } from "@care/contracts";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../app/services";
import type { ApiError } from "./api-error";
import type { BodyOf, CallInput, DataOf } from "./contract-types";
import { routeQueryOptions } from "./route-query";

/**
 * One page (or one call's worth of pages) of a list route. The previous answer stays on screen while the next
 * loads, so a page turn or a new filter dims the table (PagedTable) instead of emptying it. `enabled` false leaves
 * it unfetched (a cursor-paged page whose cursor is not known yet).
 */
export function usePagedRouteQuery<R extends RouteContract>(
  route: R,
  queryKey: QueryKey,
  input: CallInput<R>,
  enabled = true,
): UseQueryResult<DataOf<R>, ApiError> {
  const { queryFn } = routeQueryOptions(useApi(), route, queryKey, input);
  return useQuery({ queryKey, queryFn, placeholderData: keepPreviousData, enabled });
}

export interface InvalidateOptions {
  /**
   * Reload after a failure too (`onSettled`): for writes whose refusal usually means the list on screen is out of
   * date (someone else decided first).
   */
  settled?: boolean;
}

/**
 * A write that reloads what it changed: once it succeeds (or, `settled`, once it ends) every query under each key
 * of `invalidates` is marked stale and refetched, one key after another, before `mutateAsync` resolves, so the
 * screen that awaited the write already shows its outcome.
 */
export function useInvalidatingMutation<D, V>(
  mutationFn: (variables: V) => Promise<D>,
  invalidates: readonly QueryKey[],
  options: InvalidateOptions & {
    /** Runs first on success: e.g. puts the answer in the cache at once (setQueryData) before the reload. */
    onSuccess?: (data: D) => void;
  } = {},
): UseMutationResult<D, ApiError, V> {
  const qc = useQueryClient();
  const reload = async (): Promise<void> => {
    for (const queryKey of invalidates) await qc.invalidateQueries({ queryKey });
  };
  return useMutation({
    mutationFn,
    onSuccess: async (data) => {
      options.onSuccess?.(data);
      if (!options.settled) await reload();
    },
    onSettled: options.settled ? reload : undefined,
  });
}

export interface RouteWriteOptions extends InvalidateOptions {
  /** The screen shows the refusal itself (field errors under the form's fields): no error dialog. */
  silent?: boolean;
}

/** A write of one route that takes just a body (POST/PUT), reloading the queries under `invalidates`. */
export function useRouteWrite<R extends RouteContract>(
  route: R,
  invalidates: readonly QueryKey[],
  options: RouteWriteOptions = {},
): UseMutationResult<DataOf<R>, ApiError, BodyOf<R>> {
  const api = useApi();
  return useInvalidatingMutation(
    // CallInput<R> of a generic R cannot be spelt out; the route's own BodyOf<R> is what it takes.
    (body: BodyOf<R>) => api.callRoute(route, { body, silent: options.silent } as never) as Promise<DataOf<R>>,
    invalidates,
    options,
  );
}
