import { reportRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = reportRoutes.reportTypes;
export type ReportTypeList = DataOf<typeof R>;
export type ReportTypeItem = ReportTypeList[number];

/**
 * The report types the signed-in user may run, as the API decides them (each type follows the route rule of the data
 * it holds: docs/reports.md "Who sees what"). The tiles and the schedule dialog offer these and nothing else.
 */
export function useReportTypes(): UseQueryResult<ReportTypeList, ApiError> {
  return useQuery({ ...routeQueryOptions(useApi(), R, {}), staleTime: 300_000 });
}
