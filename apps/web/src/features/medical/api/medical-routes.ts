import { medicalRoutes, providerRoutes, type RouteContract } from "@care/contracts";

/** What every write of the Medical Info sub-tab reloads: its lists, the condition history and the pharmacies. */
export const MEDICAL_ROUTES: readonly RouteContract[] = [
  medicalRoutes.listConditions,
  medicalRoutes.conditionHistory,
  medicalRoutes.listMedications,
  providerRoutes.pharmacy.list,
];
