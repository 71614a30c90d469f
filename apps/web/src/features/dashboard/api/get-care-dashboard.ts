import { measurementDashboardRoutes } from "@care/contracts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { derivedKeyFor, type DerivedQueryKey } from "../../../lib/api/query-keys";

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

/** The dashboard's cards, one page of 20 after another (infinite scroll); the old cards stay while a refresh loads. */
export function useCareDashboard(q: CareDashboardQuery): UseInfiniteQueryResult<CareDashboardData, ApiError> {
  return useInfiniteQuery({ ...careDashboardQuery(useApi(), q), placeholderData: keepPreviousData });
}

/** Every card of the loaded pages, in page order. */
export function dashboardCards(data: CareDashboardData | undefined): DashboardCard[] {
  return (data?.pages ?? []).flatMap((p) => Object.values(p.dashboard));
}
