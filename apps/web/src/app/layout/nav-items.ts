import type { StaffRole } from "@care/contracts";
import { PATHS } from "../../lib/routing/paths";
import { ROUTE_ROLES } from "../../lib/routing/route-roles";

export interface NavItem {
  label: string;
  to: string;
  roles: readonly StaffRole[];
}

/** Header navigation (spec 1 §2 "Shell"): each item shows to the roles that may open its screen. */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: "Admin", to: `${PATHS.admin}/`, roles: ROUTE_ROLES.admin },
  // An agency agent's Home is their agency landing page, which '/' redirects to.
  { label: "Home", to: PATHS.home, roles: [...ROUTE_ROLES.home, "FACILITY_AGENT"] },
  { label: "Add User", to: PATHS.addUser, roles: ROUTE_ROLES.addUser },
  { label: "Call Schedule", to: PATHS.callSchedule, roles: ROUTE_ROLES.callSchedule },
  { label: "IoT Device History", to: PATHS.deviceInfo, roles: ROUTE_ROLES.deviceInfo },
];
