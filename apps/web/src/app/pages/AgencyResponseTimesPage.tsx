import type { ReactNode } from "react";
import { useParams } from "react-router";
import { useAgencyCrumbs } from "../../features/agency/pages/use-agency-crumbs";
import { ResponseTimesPage } from "../../features/response-times/pages/ResponseTimesPage";

/**
 * /facility-management/{facilityId}/response-times: one agency's alarm response times under the agency trail (issue
 * 27 item 6). Facility agents have no admin area; here they read their own agency's figures, as the route allows.
 */
export function AgencyResponseTimesPage(): ReactNode {
  const { facilityId = "" } = useParams();
  return <ResponseTimesPage facilityId={facilityId} crumbs={useAgencyCrumbs("responseTimes")} />;
}
