import { assessmentRoutes, blocksToForm, type EditableAssessmentGroup } from "@care/contracts";
import { useQuery, type UseMutationResult, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { useInvalidatingMutation, usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { routeQueryOptions } from "../../../lib/api/route-query";
import type { Block } from "../model/form-model";
import { FORM_ROUTES } from "./assessment-routes";

const R = assessmentRoutes;
export type EditorState = DataOf<typeof R.adminForm>;
export type FormHistoryPage = DataOf<typeof R.adminHistory>;
export type FormHistoryItem = FormHistoryPage["items"][number];

/** The editor's state of a form: the live version, the open draft, a version waiting for its publish time. */
export function useFormEditorState(group: EditableAssessmentGroup): UseQueryResult<EditorState, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R.adminForm, { params: { group } }),
    refetchOnWindowFocus: false,
  });
}

export interface SaveFormInput {
  action: "save" | "publish";
  form: readonly Block[];
  /** publish at this time (ISO); now when absent. */
  publishDateTime?: string;
}

/** Saves the draft or publishes a new version (now or at a time); the form's screens reload. */
export function useSaveForm(
  group: EditableAssessmentGroup,
): UseMutationResult<DataOf<typeof R.adminSaveForm>, ApiError, SaveFormInput> {
  const api = useApi();
  return useInvalidatingMutation(
    (input: SaveFormInput) =>
      api.callRoute(R.adminSaveForm, {
        params: { group },
        // Survey blocks keyed by header, in the editor's order (spec 2 §3).
        body: { action: input.action, form: blocksToForm(input.form), publish_date_time: input.publishDateTime },
      }),
    FORM_ROUTES,
  );
}

/** One page (6) of the form's versions, newest first. */
export function useFormHistory(
  group: EditableAssessmentGroup,
  key: string | null,
): UseQueryResult<FormHistoryPage, ApiError> {
  return usePagedRouteQuery(R.adminHistory, {
    params: { group },
    query: { last_evaluated_key: key ?? undefined },
  });
}
