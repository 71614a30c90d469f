import { assessmentRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../services";
import type { ApiError } from "../api/api-error";
import type { DataOf, QueryOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";

const R = assessmentRoutes.listWellnessSurveys;
export type SurveyPage = DataOf<typeof R>;
export type SurveyRow = SurveyPage["items"][number];
export type WellnessSurveysQuery = QueryOf<typeof R>;

export interface WellnessSurveysOptions<T> {
  /** A projection of the page (e.g. its newest survey). */
  select?: (page: SurveyPage) => T;
  /** false: not asked (a role the route refuses, a cursor not known yet). */
  enabled?: boolean;
  /** Keep the previous page on screen while the next loads (a paged table). */
  keepPrevious?: boolean;
}

/**
 * GET /users/wellness-survey, the one hook of the endpoint (spec 2 §7, §9): a page of a senior's wellness surveys
 * in a window, newest first — the Survey sub-tab's table (20 a page), or with `select` the Dashboard tab's newest
 * completed survey. Silent: each screen says in place that the surveys could not be read.
 */
export function useWellnessSurveys<T = SurveyPage>(
  query: WellnessSurveysQuery,
  options: WellnessSurveysOptions<T> = {},
): UseQueryResult<T, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query, silent: true }),
    select: options.select,
    enabled: options.enabled ?? true,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
}
