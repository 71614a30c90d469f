import { providerRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = providerRoutes.pharmacy.list;

/** The senior's pharmacies, the choices of the medication form's pharmacy field. */
export function usePharmacies(seniorId: string): UseQueryResult<DataOf<typeof R>, ApiError> {
  return useQuery(routeQueryOptions(useApi(), R, { query: { senior_id: seniorId } }));
}
