import { careInsightRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { agencyKeys } from "./agency-keys";

const R = careInsightRoutes.history;
export type ResidentMessages = DataOf<typeof R>;
/** Spec 3 §9: the dashboard's message table shows at most 20 rows. */
export const MESSAGES_SHOWN = 20;

/** The resident's latest approved care insights (the 'Messages' table), newest first. */
export function useResidentMessages(seniorId: string, accountId: string): UseQueryResult<ResidentMessages, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, agencyKeys.messages(seniorId), {
      query: {
        senior_id: seniorId,
        account_id: accountId,
        desc: "true",
        offset: "0",
        limit: String(MESSAGES_SHOWN),
        status: "approved",
      },
    }),
  );
}
