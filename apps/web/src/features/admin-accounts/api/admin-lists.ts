import {
  callRoutes,
  adminAccountRoutes,
  adminMemberRoutes,
  facilityOptionRoutes,
  type RouteContract,
} from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type AccountListQuery = QueryOf<typeof adminAccountRoutes.careAgents>;
export type MemberListQuery = QueryOf<typeof adminMemberRoutes.seniors>;

/**
 * What every write of the admin account screens reloads: an account, a member's status or a coach change moves
 * rows between every list of these screens (and the coach picker's counts).
 */
export const ADMIN_ACCOUNT_LISTS: readonly RouteContract[] = [
  adminAccountRoutes.careAgents,
  adminMemberRoutes.seniors,
  callRoutes.careAgentList,
  facilityOptionRoutes.facilityOptions,
];
