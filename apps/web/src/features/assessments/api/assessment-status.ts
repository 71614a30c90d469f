import { usersAssessmentRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { SeniorRef } from "../../../app/routing/senior-tabs";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { assessmentKeys } from "./assessment-keys";

const R = usersAssessmentRoutes.status;
export type AssessmentStatusData = DataOf<typeof R>;
export type StatusRow = AssessmentStatusData["items"][number];

/**
 * Per kind: the latest status, when, whether enabled and whether due (spec 2 §3, §4). The senior page's tab marker
 * reads the same key (features/senior), so an action here updates the marker too.
 */
export function useAssessmentStatus(senior: SeniorRef): UseQueryResult<AssessmentStatusData, ApiError> {
  const query = { senior_id: senior.seniorId, account_id: senior.accountId };
  // Silent as the record's: the screen says LOAD_FAILED in place.
  return useQuery(routeQueryOptions(useApi(), R, assessmentKeys.status(senior.seniorId), { query, silent: true }));
}
