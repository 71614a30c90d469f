import { ASSESSMENT_ROLES, hasAnyRole, usersAssessmentRoutes } from "@care/contracts";
import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../../../app/auth/auth-context";
import type { SeniorRef } from "../../../app/routing/senior-tabs";
import { useApi } from "../../../app/services";
import { routeQueryOptions } from "../../../lib/api/route-query";

/**
 * Whether the Assessments tab shows its incomplete marker (spec 2 §2, §4): any assessment due, as the API judges.
 * Asked only by those who see the tab. The key is the one features/assessments reads and invalidates after an
 * action (its assessmentKeys.status), so the marker follows a submit at once.
 */
export function useAssessmentsIncomplete(senior: SeniorRef): boolean {
  const { roles } = useAuth();
  const query = { senior_id: senior.seniorId, account_id: senior.accountId };
  const status = useQuery({
    ...routeQueryOptions(useApi(), usersAssessmentRoutes.status, ["assessments", "senior", senior.seniorId, "status"], {
      query,
      // The tab's own screens report failures; a marker that cannot be read is simply not shown.
      silent: true,
    }),
    enabled: senior.seniorId !== "" && hasAnyRole(roles, ASSESSMENT_ROLES),
  });
  return status.data?.incomplete ?? false;
}
