import { ASSESSMENT_ROLES, hasAnyRole } from "@care/contracts";
import { seniorPath, type SeniorRef } from "../../../lib/routing/senior-tabs";
import type { AssessmentStatusRow as StatusRow } from "../../../lib/shared/assessment-status";
import { subPathOfGroup } from "./kinds";

/**
 * Where a status row leads: the wellness survey and the medication list to their onboarding-info sub-tabs, the
 * others to their sub-path of the Assessments tab when the user may open it (spec 2 §2 tab visibility).
 */
export function statusLink(senior: SeniorRef, row: StatusRow, roles: readonly string[]): string | undefined {
  if (row.name === "wellness_survey") return seniorPath(senior, "onboarding-info", "survey");
  if (row.name === "medication_list") return seniorPath(senior, "onboarding-info", "medical-info");
  const sub = hasAnyRole(roles, ASSESSMENT_ROLES) ? subPathOfGroup(row.group) : undefined;
  return sub ? seniorPath(senior, "assessments", sub) : undefined;
}
