import { measurementDashboardRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = measurementDashboardRoutes.dashboard;
export type WellnessSummary = DataOf<typeof R>["dashboard"][string];

/**
 * Today's wellness summary of one senior: the care dashboard's card for that member (GET /measurement/dashboard
 * with a member_id search, period day), so the classifications are the server's, the same as on the care
 * dashboard. Care agents ask with assigned_to=all: the senior need not be on their caseload.
 */
export function useWellnessSummary(
  seniorId: string,
  memberId: number | undefined,
  careAgent: boolean,
): UseQueryResult<WellnessSummary | null, ApiError> {
  const api = useApi();
  const query: QueryOf<typeof R> = {
    period: "day",
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    search_query: JSON.stringify([{ type: "member_id", value: String(memberId ?? "") }]),
    ...(careAgent ? { assigned_to: "all" as const } : {}),
  };
  return useQuery({
    ...routeQueryOptions(api, R, { query }),
    select: (data) => data.dashboard[seniorId] ?? null,
    enabled: memberId !== undefined,
  });
}
