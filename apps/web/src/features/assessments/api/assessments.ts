import { assessmentRoutes, type AssessmentAction, type AssessmentGroup } from "@care/contracts";
import { useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation, usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { routeQueryOptions } from "../../../lib/api/route-query";
import type { SentAnswer } from "../model/form-model";
import { queryKeyFor } from "../../../lib/api/query-keys";
import { SENIOR_ASSESSMENT_ROUTES } from "./assessment-routes";

const R = assessmentRoutes;
export type AssessmentRecordData = DataOf<typeof R.get>;
export type AssessmentFormData = DataOf<typeof R.form>;
export type AssessmentHistoryPage = DataOf<typeof R.history>;
export type AssessmentResponseData = AssessmentHistoryPage["items"][number];

/** The senior's latest response of a kind with its header and the form version it answered. */
export function useAssessmentRecord(
  group: AssessmentGroup,
  senior: SeniorRef,
): UseQueryResult<AssessmentRecordData, ApiError> {
  const query = { senior_id: senior.seniorId, account_id: senior.accountId };
  return useQuery({
    // Silent: an unknown or out-of-scope senior fails every call of the page; the screen says so in place
    // (LOAD_FAILED) rather than stacking error dialogs over the tab bar.
    ...routeQueryOptions(useApi(), R.get, {
      params: { group },
      query,
      silent: true,
    }),
    // Someone's answers are on screen: a refocus must not reload the editor under them.
    refetchOnWindowFocus: false,
  });
}

/** A version of a kind's form (the live one when `version` is null); `enabled` false leaves it unfetched. */
export function useAssessmentForm(
  group: AssessmentGroup,
  version: number | null,
  enabled = true,
): UseQueryResult<AssessmentFormData, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R.form, {
      params: { group },
      query: version === null ? {} : { version },
    }),
    enabled,
    // A version never changes once published.
    staleTime: version === null ? 0 : Infinity,
  });
}

export interface AssessmentActionInput {
  action: AssessmentAction;
  answers: Record<string, SentAnswer>;
  formVersion: number;
  publishDateTime?: string;
}

/** Save, Submit, Submit Later or Reset; the API scores the answers and answers the new record. */
export function useAssessmentAction(
  group: AssessmentGroup,
  senior: SeniorRef,
): UseMutationResult<AssessmentRecordData, ApiError, AssessmentActionInput> {
  const api = useApi();
  const qc = useQueryClient();
  return useInvalidatingMutation(
    (input: AssessmentActionInput) =>
      api.callRoute(R.save, {
        params: { group },
        body: {
          senior_id: senior.seniorId,
          account_id: senior.accountId,
          action: input.action,
          form_version: input.action === "reset" ? undefined : input.formVersion,
          answers: input.action === "reset" ? {} : input.answers,
          publish_date_time: input.publishDateTime,
        },
      }),
    SENIOR_ASSESSMENT_ROUTES,
    {
      onSuccess: (record) =>
        qc.setQueryData(
          queryKeyFor(R.get, {
            params: { group },
            query: { senior_id: senior.seniorId, account_id: senior.accountId },
          }),
          record,
        ),
    },
  );
}

/** One page (6) of the senior's responses of a kind, newest first. */
export function useAssessmentHistory(
  group: AssessmentGroup,
  senior: SeniorRef,
  key: string | null,
): UseQueryResult<AssessmentHistoryPage, ApiError> {
  const query = {
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    last_evaluated_key: key ?? undefined,
  };
  return usePagedRouteQuery(R.history, {
    params: { group },
    query,
    silent: true, // as the record's: the table says FETCH_FAILED in place
  });
}
