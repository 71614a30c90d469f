import { hasAnyRole } from "@care/contracts";
import { useParams } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import type { Crumb } from "../../../lib/layout/PageHeader";
import { timezoneFromSegment } from "../../../lib/routing/timezone-segment";
import { agencyCrumbs, type AgencyCrumbLevel } from "../components/agency-crumbs";

/** A BDM (without Admin) sees no Clients button and a disabled agency-home crumb (spec 1 §2). */
export function useIsBdmOnly(): boolean {
  const { roles } = useAuth();
  return hasAnyRole(roles, ["BDM"]) && !hasAnyRole(roles, ["Admin"]);
}

/** The agency trail for the page at `level`, from the route's parameters. */
export function useAgencyCrumbs(level: AgencyCrumbLevel): Crumb[] {
  const { facilityId, seniorId, accountId, timezone } = useParams();
  const isBdm = useIsBdmOnly();
  const resident =
    seniorId && accountId && timezone ? { seniorId, accountId, timezone: timezoneFromSegment(timezone) } : undefined;
  return agencyCrumbs({ level, facilityId, resident, isBdm });
}
