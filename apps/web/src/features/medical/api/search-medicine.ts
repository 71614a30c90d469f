import { medicalRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = medicalRoutes.searchMedicine;

/** Medicine names for the typed (already debounced) text; nothing is asked for blank text. */
export function useMedicineSearch(text: string): UseQueryResult<DataOf<typeof R>, ApiError> {
  const medicine = text.trim();
  return useQuery({
    ...routeQueryOptions(useApi(), R, { query: { medicine } }),
    enabled: medicine.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
