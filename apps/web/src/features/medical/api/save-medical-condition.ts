import { medicalRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { MEDICAL_ROUTES } from "./medical-routes";

const R = medicalRoutes;
export type ConditionBody = BodyOf<typeof R.createCondition>;
export type ConditionUpdateBody = BodyOf<typeof R.updateCondition>;
type Saved = DataOf<typeof R.createCondition>;

/** Adds a condition, or changes one when the body names it; the form shows the server's field errors itself. */
export function useSaveMedicalCondition(): UseMutationResult<Saved, ApiError, ConditionBody | ConditionUpdateBody> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body) =>
      "medical_condition_id" in body && body.medical_condition_id
        ? api.callRoute(R.updateCondition, { body: body as ConditionUpdateBody, silent: true })
        : api.callRoute(R.createCondition, { body, silent: true }),
    onSuccess: () => invalidateRoutes(qc, MEDICAL_ROUTES),
  });
}
