import { usersMedicalRoutes, usersProviderRoutes, type RouteContract } from "@care/contracts";

/** What every write of the Medical Info sub-tab reloads: its lists, the condition history and the pharmacies. */
export const MEDICAL_ROUTES: readonly RouteContract[] = [
  usersMedicalRoutes.listConditions,
  usersMedicalRoutes.conditionHistory,
  usersMedicalRoutes.listMedications,
  usersProviderRoutes.pharmacy.list,
];
