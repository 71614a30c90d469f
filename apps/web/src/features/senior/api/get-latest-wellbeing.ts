import { ASSESSMENT_STATUS_ROLES, hasAnyRole, assessmentRoutes, type WellnessSurvey } from "@care/contracts";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../lib/auth/auth-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useApi } from "../../../lib/services";
import { routeQueryOptions } from "../../../lib/api/route-query";

/**
 * The newest completed wellness survey of the last 30 days (the list's default window), for the Dashboard tab's
 * Wellbeing card. Asked only by the roles the survey route serves (CARE_TEAM_ROLES); others see 'No Data'.
 * The key sits under the assessments feature's, so recording a survey refreshes the card.
 */
export function useLatestWellbeing(senior: SeniorRef): WellnessSurvey | null {
  const { roles } = useAuth();
  const survey = useQuery({
    ...routeQueryOptions(useApi(), assessmentRoutes.listWellnessSurveys, {
      query: { senior_id: senior.seniorId, account_id: senior.accountId, limit: 1, is_survey_completed: "true" },
      // The card shows 'No Data' when the survey cannot be read; the Survey sub-tab reports failures.
      silent: true,
    }),
    enabled: senior.seniorId !== "" && hasAnyRole(roles, ASSESSMENT_STATUS_ROLES),
  });
  return survey.data?.items[0] ?? null;
}
