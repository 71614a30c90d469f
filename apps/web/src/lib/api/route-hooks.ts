import type { RouteContract } from "@care/contracts";
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../services";
import type { ApiError } from "./api-error";
import type { BodyOf, CallInput, DataOf } from "./contract-types";
import { invalidateRoutes } from "./query-keys";
import { routeQueryOptions } from "./route-query";

/**
 * One page (or one call's worth of pages) of a list route. The previous answer stays on screen while the next
 * loads, so a page turn or a new filter dims the table (PagedTable) instead of emptying it. `enabled` false leaves
 * it unfetched (a cursor-paged page whose cursor is not known yet).
 */
export function usePagedRouteQuery<R extends RouteContract>(
  route: R,
  input: CallInput<R>,
  enabled = true,
): UseQueryResult<DataOf<R>, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), route, input), placeholderData: keepPreviousData, enabled });
}

export interface InvalidateOptions {
  /**
   * Reload after a failure too (`onSettled`): for writes whose refusal usually means the list on screen is out of
   * date (someone else decided first).
   */
  settled?: boolean;
}

/**
 * A write that reloads what it changed: `affects` lists the GET routes whose answers it changes. Once it succeeds
 * (or, `settled`, once it ends) every cached answer of those routes is marked stale and the ones on screen are
 * refetched, one route after another, before `mutateAsync` resolves, so the screen that awaited the write already
 * shows its outcome.
 */
export function useInvalidatingMutation<D, V>(
  mutationFn: (variables: V) => Promise<D>,
  affects: readonly RouteContract[],
  options: InvalidateOptions & {
    /** Runs first on success: e.g. puts the answer in the cache at once (setQueryData) before the reload. */
    onSuccess?: (data: D) => void;
  } = {},
): UseMutationResult<D, ApiError, V> {
  const qc = useQueryClient();
  const reload = (): Promise<void> => invalidateRoutes(qc, affects);
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

/** A write of one route that takes just a body (POST/PUT), reloading the answers of the routes it `affects`. */
export function useRouteWrite<R extends RouteContract>(
  route: R,
  affects: readonly RouteContract[],
  options: RouteWriteOptions = {},
): UseMutationResult<DataOf<R>, ApiError, BodyOf<R>> {
  const api = useApi();
  return useInvalidatingMutation(
    // CallInput<R> of a generic R cannot be spelt out; the route's own BodyOf<R> is what it takes.
    (body: BodyOf<R>) => api.callRoute(route, { body, silent: options.silent } as never) as Promise<DataOf<R>>,
    affects,
    options,
  );
}
