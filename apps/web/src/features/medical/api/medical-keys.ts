import type { QueryOf } from "../../../lib/api/contract-types";
import type { usersMedicalRoutes } from "@care/contracts";

type R = typeof usersMedicalRoutes;

/** Query keys of the Medical Info sub-tab; every mutation invalidates `medicalKeys.senior(seniorId)`. */
export const medicalKeys = {
  all: ["medical"] as const,
  senior: (seniorId: string) => [...medicalKeys.all, seniorId] as const,
  conditions: (q: QueryOf<R["listConditions"]>) => [...medicalKeys.senior(q.senior_id), "conditions", q] as const,
  history: (q: QueryOf<R["conditionHistory"]>) => [...medicalKeys.senior(q.senior_id), "history", q] as const,
  medications: (q: QueryOf<R["listMedications"]>) => [...medicalKeys.senior(q.senior_id), "medications", q] as const,
  pharmacies: (seniorId: string) => [...medicalKeys.senior(seniorId), "pharmacies"] as const,
  medicine: (text: string) => [...medicalKeys.all, "medicine", text] as const,
};
