import { ASSESSMENT_ROLES, hasAnyRole } from "@care/contracts";
import { useAuth } from "../../../lib/auth/auth-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useAssessmentStatus } from "../../../lib/shared/assessment-status";

/**
 * Whether the Assessments tab shows its incomplete marker (spec 2 §2, §4): any assessment due, as the API judges.
 * Asked only by those who see the tab. The Assessments screens read the same answer and reload it after an action,
 * so the marker follows a submit at once.
 */
export function useAssessmentsIncomplete(senior: SeniorRef): boolean {
  const { roles } = useAuth();
  const status = useAssessmentStatus(senior, senior.seniorId !== "" && hasAnyRole(roles, ASSESSMENT_ROLES));
  return status.data?.incomplete ?? false;
}
