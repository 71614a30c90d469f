import {
  supervisionCallRoutes,
  usersAdminAccountRoutes,
  usersAdminMemberRoutes,
  usersFacilityOptionRoutes,
  type RouteContract,
} from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type AccountListQuery = QueryOf<typeof usersAdminAccountRoutes.careAgents>;
export type MemberListQuery = QueryOf<typeof usersAdminMemberRoutes.seniors>;

/**
 * What every write of the admin account screens reloads: an account, a member's status or a coach change moves
 * rows between every list of these screens (and the coach picker's counts).
 */
export const ADMIN_ACCOUNT_LISTS: readonly RouteContract[] = [
  usersAdminAccountRoutes.careAgents,
  usersAdminMemberRoutes.seniors,
  supervisionCallRoutes.careAgentList,
  usersFacilityOptionRoutes.facilityOptions,
];
