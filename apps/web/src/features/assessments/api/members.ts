import { PAGE_SIZES, usersAdminMemberRoutes } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { assessmentKeys } from "./assessment-keys";

const R = usersAdminMemberRoutes.seniors;
export type MemberPage = DataOf<typeof R>;
export type MemberRow = MemberPage["items"][number];

/** Active members by name or member id, 15 a page by name, for the admin status screen. */
export function useMembers(search: string, key: string | null): UseQueryResult<MemberPage, ApiError> {
  const query = {
    search_by_name: search || undefined,
    status: "Active" as const,
    last_evaluated_key: key ?? undefined,
    limit: PAGE_SIZES.coachAssignment,
  };
  return usePagedRouteQuery(R, [...assessmentKeys.all, "members", query], { query });
}
