import { PAGE_SIZES } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import { useAdminSeniors, type AdminSenior, type AdminSeniorsPage } from "../../../lib/shared/admin-seniors";

export type MemberPage = AdminSeniorsPage;
export type MemberRow = AdminSenior;

/** Active members by name or member id, 15 a page by name, for the admin status screen. */
export function useMembers(search: string, key: string | null): UseQueryResult<MemberPage, ApiError> {
  return useAdminSeniors({
    search_by_name: search || undefined,
    status: "Active",
    last_evaluated_key: key ?? undefined,
    limit: PAGE_SIZES.coachAssignment,
  });
}
