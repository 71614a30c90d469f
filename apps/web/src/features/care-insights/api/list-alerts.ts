import { careInsightRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiClient } from "../../../lib/api/api-client";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions, type RouteQueryOptions } from "../../../lib/api/route-query";

const R = careInsightRoutes.query;
export type AlertsQuery = QueryOf<typeof R>;
export type AlertsPage = DataOf<typeof R>;
export type AlertRow = AlertsPage["items"][number];

export function alertsQuery(api: ApiClient, q: AlertsQuery): RouteQueryOptions<typeof R> {
  return routeQueryOptions(api, R, { query: q });
}

/**
 * GET careinsights/query, the action-type query (spec 2 §7): a senior's insights of kind action; with status new
 * and abandoned these are the care agent's alerts (spec 2 §4). Only for the alerts privilege.
 */
export function useAlerts(q: AlertsQuery, enabled = true): UseQueryResult<AlertsPage, ApiError> {
  return useQuery({ ...alertsQuery(useApi(), q), placeholderData: keepPreviousData, enabled });
}
