import type { AssessmentGroup } from "@care/contracts";

/**
 * Query keys of the assessments feature. A senior's action invalidates `assessmentKeys.senior(seniorId)` (record,
 * history, status, surveys); an admin's form save invalidates `assessmentKeys.forms(group)`.
 */
export const assessmentKeys = {
  all: ["assessments"] as const,
  senior: (seniorId: string) => [...assessmentKeys.all, "senior", seniorId] as const,
  record: (seniorId: string, group: AssessmentGroup) => [...assessmentKeys.senior(seniorId), "record", group] as const,
  history: (seniorId: string, group: AssessmentGroup, key: string | null) =>
    [...assessmentKeys.senior(seniorId), "history", group, key] as const,
  status: (seniorId: string) => [...assessmentKeys.senior(seniorId), "status"] as const,
  surveys: (seniorId: string, q: object) => [...assessmentKeys.senior(seniorId), "surveys", q] as const,
  forms: (group: AssessmentGroup) => [...assessmentKeys.all, "forms", group] as const,
  form: (group: AssessmentGroup, version: number | null) => [...assessmentKeys.forms(group), "form", version] as const,
  editor: (group: AssessmentGroup) => [...assessmentKeys.forms(group), "editor"] as const,
  formHistory: (group: AssessmentGroup, key: string | null) =>
    [...assessmentKeys.forms(group), "history", key] as const,
};
