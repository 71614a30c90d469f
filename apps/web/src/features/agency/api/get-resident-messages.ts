import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import { useInsightHistory, type HistoryPage } from "../../../lib/shared/insight-history";

export type ResidentMessages = HistoryPage;
/** Spec 3 §9: the dashboard's message table shows at most 20 rows. */
export const MESSAGES_SHOWN = 20;

/** The resident's latest approved care insights (the 'Messages' table), newest first. */
export function useResidentMessages(seniorId: string, accountId: string): UseQueryResult<ResidentMessages, ApiError> {
  return useInsightHistory({
    senior_id: seniorId,
    account_id: accountId,
    desc: "true",
    offset: "0",
    limit: String(MESSAGES_SHOWN),
    status: "approved",
  });
}
