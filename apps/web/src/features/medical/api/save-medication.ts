import { medicalRoutes } from "@care/contracts";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { BodyOf, DataOf } from "../../../lib/api/contract-types";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { MEDICAL_ROUTES } from "./medical-routes";

const R = medicalRoutes;
export type MedicationBody = BodyOf<typeof R.createMedication>;
export type MedicationUpdateBody = BodyOf<typeof R.updateMedication>;

/** Saves (draft) or submits a medication, new or existing; the answer's message is the success toast. */
export function useSaveMedication(): UseMutationResult<
  { message: string; data: DataOf<typeof R.createMedication> },
  ApiError,
  MedicationBody
> {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body) => {
      const answer =
        "medication_id" in body && typeof body.medication_id === "string"
          ? await api.callRouteAnswer(R.updateMedication, { body: body as MedicationUpdateBody, silent: true })
          : await api.callRouteAnswer(R.createMedication, { body, silent: true });
      return { message: answer.message, data: answer.data };
    },
    onSuccess: () => invalidateRoutes(qc, MEDICAL_ROUTES),
  });
}
