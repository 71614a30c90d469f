import { usersMedicalRoutes } from "@care/contracts";
import { keepPreviousData, useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf, QueryOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { medicalKeys } from "./medical-keys";

const R = usersMedicalRoutes.listConditions;
export type ConditionsQuery = QueryOf<typeof R>;
export type ConditionsPage = DataOf<typeof R>;
export type ConditionRow = ConditionsPage["items"][number];

/** One call of the senior's medical conditions (up to 100 rows, shown 10 a page). */
export function useMedicalConditions(q: ConditionsQuery): UseQueryResult<ConditionsPage, ApiError> {
  return useQuery({
    ...routeQueryOptions(useApi(), R, medicalKeys.conditions(q), { query: q }),
    placeholderData: keepPreviousData,
  });
}
