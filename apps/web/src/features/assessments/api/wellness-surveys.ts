import { assessmentRoutes } from "@care/contracts";
import type { UseMutationResult } from "@tanstack/react-query";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation } from "../../../lib/api/route-hooks";
import type { SentAnswer } from "../model/form-model";
import { SENIOR_ASSESSMENT_ROUTES } from "./assessment-routes";

const R = assessmentRoutes;
type SurveyRow = DataOf<typeof R.saveWellnessSurvey>;

export interface SurveyInput {
  formVersion: number;
  answers: Record<string, SentAnswer>;
  notes: string;
  completed: boolean;
}

/**
 * Records today's wellness survey. Silent: the screen shows the refusal itself (a second completed survey the same
 * day answers 2032.3001, spec 2 §8).
 */
export function useSaveWellnessSurvey(senior: SeniorRef): UseMutationResult<SurveyRow, ApiError, SurveyInput> {
  const api = useApi();
  return useInvalidatingMutation(
    (input: SurveyInput) =>
      api.callRoute(R.saveWellnessSurvey, {
        silent: true,
        body: {
          senior_id: senior.seniorId,
          account_id: senior.accountId,
          form_version: input.formVersion,
          answers: input.answers,
          notes: input.notes.trim() || undefined,
          is_survey_completed: input.completed,
        },
      }),
    SENIOR_ASSESSMENT_ROUTES,
  );
}
