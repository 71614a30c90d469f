import { measurementDashboardRoutes } from "@care/contracts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../services";
import type { ApiClient } from "../api/api-client";
import type { ApiError } from "../api/api-error";
import type { DataOf, QueryOf } from "../api/contract-types";
import { derivedKeyFor, type DerivedQueryKey } from "../api/query-keys";

const R = measurementDashboardRoutes.dashboard;

/** Everything but the cursor: the cards of one query are the pages that follow each other's LastEvaluatedKey. */
export type CareDashboardQuery = Omit<QueryOf<typeof R>, "last_evaluated_key">;
export type CareDashboardPage = DataOf<typeof R>;
export type DashboardCard = CareDashboardPage["dashboard"][string];
export type CareDashboardData = InfiniteData<CareDashboardPage, string | null>;

/**
 * The key of the dashboard's pages for a query (an infinite query: its entry holds the pages, not one answer); live
 * alarm events patch that entry in place (use-live-alarms).
 */
export function careDashboardKey(q: CareDashboardQuery): DerivedQueryKey {
  return derivedKeyFor(R, { query: q }, "pages");
}

type CareDashboardKey = DerivedQueryKey;
type CareDashboardOptions = ReturnType<
  typeof infiniteQueryOptions<CareDashboardPage, ApiError, CareDashboardData, CareDashboardKey, string | null>
>;

export function careDashboardQuery(api: ApiClient, q: CareDashboardQuery): CareDashboardOptions {
  return infiniteQueryOptions<CareDashboardPage, ApiError, CareDashboardData, CareDashboardKey, string | null>({
    queryKey: careDashboardKey(q),
    // silent: the screen shows the failure itself ('Error Loading Dashboard' and its toast, spec 3 §8).
    queryFn: ({ pageParam, signal }) =>
      api.callRoute(R, { query: { ...q, last_evaluated_key: pageParam ?? undefined }, signal, silent: true }),
    initialPageParam: null,
    getNextPageParam: (last) => last.LastEvaluatedKey,
  });
}

export interface CareDashboardOptionsIn<T> {
  /** A projection of the loaded pages (e.g. one senior's card); default: the pages. */
  select?: (data: CareDashboardData) => T;
  /** false: not asked (yet). */
  enabled?: boolean;
  /** Keep the old cards on screen while a new query loads (the care dashboard's list); default true. */
  keepPrevious?: boolean;
}

/**
 * GET /measurement/dashboard, the one hook of the endpoint: the cards one page of 20 after another (infinite
 * scroll) for the care dashboard, or with `select` a projection of them, e.g. the senior Dashboard tab's wellness
 * summary (one member's card, asked with a member_id search: the first page holds it).
 */
export function useCareDashboard<T = CareDashboardData>(
  q: CareDashboardQuery,
  options: CareDashboardOptionsIn<T> = {},
): UseInfiniteQueryResult<T, ApiError> {
  return useInfiniteQuery({
    ...careDashboardQuery(useApi(), q),
    select: options.select as ((data: CareDashboardData) => T) | undefined,
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  }) as UseInfiniteQueryResult<T, ApiError>;
}

/** Every card of the loaded pages, in page order. */
export function dashboardCards(data: CareDashboardData | undefined): DashboardCard[] {
  return (data?.pages ?? []).flatMap((p) => Object.values(p.dashboard));
}
