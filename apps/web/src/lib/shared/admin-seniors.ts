import { adminMemberRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf, QueryOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";

const R = adminMemberRoutes.seniors;
export type AdminSeniorsQuery = QueryOf<typeof R>;
export type AdminSeniorsPage = DataOf<typeof R>;
export type AdminSenior = AdminSeniorsPage["items"][number];

/**
 * GET /api/users/admin/seniors (cursor-paged): the member lists of the admin screens, the coach assignment, the
 * assessment status search and the POA upload's member picker. The previous page stays on screen while the next
 * loads; `enabled` false while a page's cursor is unknown (or the search too short); `select` narrows the answer.
 */
export function useAdminSeniors<T = AdminSeniorsPage>(
  q: AdminSeniorsQuery,
  options: { enabled?: boolean; select?: (page: AdminSeniorsPage) => T } = {},
): UseQueryResult<T, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    select: options.select,
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
}
