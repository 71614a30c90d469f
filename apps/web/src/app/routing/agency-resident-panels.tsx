import type { ReactNode } from "react";
import { useParams } from "react-router";
import { SeniorLocationTab } from "./pages";
import { timezoneFromSegment } from "../../lib/routing/timezone-segment";

/**
 * The agency resident's location sub-route (spec 3 §2): the location feature's screen inside the agency's Location
 * page. Composed here, at the app level, because features do not import each other.
 */
export function ResidentLocationPanel(): ReactNode {
  const { seniorId = "", accountId = "", timezone = "" } = useParams();
  return <SeniorLocationTab senior={{ seniorId, accountId, timezone: timezoneFromSegment(timezone) }} />;
}
