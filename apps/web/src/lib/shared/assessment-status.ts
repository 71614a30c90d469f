import { assessmentRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";
import { seniorQuery, type SeniorIds } from "./senior-profile";

const R = assessmentRoutes.status;
export type AssessmentStatusData = DataOf<typeof R>;
export type AssessmentStatusRow = AssessmentStatusData["items"][number];

/**
 * GET /users/assessments/status: per kind the latest status, when, whether enabled and whether due (spec 2 §3,
 * §4). The Assessments screens and the senior page's tab marker read the one answer, so an action updates both.
 * Silent: the screens say LOAD_FAILED in place, and a marker that cannot be read is simply not shown.
 */
export function useAssessmentStatus(s: SeniorIds, enabled = true): UseQueryResult<AssessmentStatusData, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), R, { query: seniorQuery(s), silent: true }), enabled });
}
