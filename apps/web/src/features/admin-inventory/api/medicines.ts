import { adminMedicineRoutes as R } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { useListWrite, type ListWrite } from "./list-writes";

export type MedicinesQuery = QueryOf<typeof R.listAdminMedicines>;
export type MedicinesPage = DataOf<typeof R.listAdminMedicines>;
export type Medicine = MedicinesPage["items"][number];

export function useMedicines(q: MedicinesQuery): UseQueryResult<MedicinesPage, ApiError> {
  return usePagedRouteQuery(R.listAdminMedicines, { query: q });
}

export const useCreateMedicine = (): ListWrite<typeof R.createAdminMedicine> =>
  useListWrite(R.createAdminMedicine, R.listAdminMedicines);
export const useUpdateMedicine = (): ListWrite<typeof R.updateAdminMedicine> =>
  useListWrite(R.updateAdminMedicine, R.listAdminMedicines);
export const useMedicineStatus = (): ListWrite<typeof R.setAdminMedicineStatus> =>
  useListWrite(R.setAdminMedicineStatus, R.listAdminMedicines);
