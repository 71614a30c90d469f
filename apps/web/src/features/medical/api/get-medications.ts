import { medicalRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = medicalRoutes.listMedications;
export type MedicationsQuery = QueryOf<typeof R>;
export type MedicationsPage = DataOf<typeof R>;
export type MedicationRow = MedicationsPage["items"][number];

/** One call of the senior's medications (up to 15 rows, shown 5 a page). */
export function useMedications(q: MedicationsQuery): UseQueryResult<MedicationsPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: q }),
    placeholderData: keepPreviousData,
  });
}
