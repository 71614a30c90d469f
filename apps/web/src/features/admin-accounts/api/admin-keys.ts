import type { QueryOf } from "../../../lib/api/contract-types";
import type { usersAdminAccountRoutes, usersAdminMemberRoutes } from "@care/contracts";

export type AccountListQuery = QueryOf<typeof usersAdminAccountRoutes.careAgents>;
export type MemberListQuery = QueryOf<typeof usersAdminMemberRoutes.seniors>;

/**
 * Query keys of the admin account screens. A write invalidates `adminKeys.all`: an account, a member's status or a
 * coach change moves rows between every list of these screens (and the coach picker's counts).
 */
export const adminKeys = {
  all: ["admin-accounts"] as const,
  accounts: (q: AccountListQuery) => [...adminKeys.all, "accounts", q] as const,
  members: (q: MemberListQuery) => [...adminKeys.all, "members", q] as const,
  coaches: () => [...adminKeys.all, "coaches"] as const,
};
