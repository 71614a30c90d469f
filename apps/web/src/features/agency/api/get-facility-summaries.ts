import { careInsightRoutes, EVENTS } from "@care/contracts";
import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { useInsightEvents } from "../../../lib/care-insight-events/InsightEventsProvider";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { queryKeyFor } from "../../../lib/api/query-keys";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = careInsightRoutes.allFacility;
export type FacilitySummaries = DataOf<typeof R>;

/**
 * The agency's approved agency summaries with the agent's read marks (clients-list highlighting). A newly approved
 * agency summary arrives as 'facility-summary-action-notification' on the agent's facility channel; the list is
 * fetched again then, so the client's row lights up without a reload.
 */
export function useFacilitySummaries(
  facilityId: string,
  enabled: boolean,
): UseQueryResult<FacilitySummaries, ApiError> {
  const qc = useQueryClient();
  const { listen } = useInsightEvents();
  useEffect(() => {
    if (!enabled) return;
    return listen(({ name }) => {
      if (name !== EVENTS.summary.facilitySummaryActionNotification) return;
      void qc.invalidateQueries({ queryKey: queryKeyFor(R, { query: { facility_id: facilityId } }) });
    });
  }, [enabled, facilityId, listen, qc]);
  return useQuery({
    ...routeQueryOptions(useApi(), R, {
      query: { facility_id: facilityId, status: "approved", limit: "40" },
      silent: true,
    }),
    enabled,
  });
}
