import type { ReactNode } from "react";
import { useParams } from "react-router";
import { timezoneFromSegment } from "../../../lib/routing/timezone-segment";
import { WellnessDashboard } from "../components/WellnessDashboard";

/**
 * The agency resident's wellnessData sub-route (spec 3 §2): the same dashboard as the care agent's, rendered inside
 * the agency's 'Wellness Data' page (its breadcrumb is the agency trail).
 */
export function ResidentWellnessPanel(): ReactNode {
  const { seniorId = "", accountId = "", timezone = "" } = useParams();
  return <WellnessDashboard senior={{ seniorId, accountId, timezone: timezoneFromSegment(timezone) }} />;
}
