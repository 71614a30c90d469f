import { measurementReportRoutes, type WEEKLY_VITALS } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../lib/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { routeQueryOptions } from "../../../lib/api/route-query";

const R = measurementReportRoutes.weeklyVitals;
export type WeeklyVital = DataOf<typeof R>;
export type WeeklyVitalName = (typeof WEEKLY_VITALS)[number];

const browserTimezone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "America/New_York";

/** This week's daily values of one vital (the resident dashboard's vitals cards show the latest). */
export function useWeeklyVital(
  vital: WeeklyVitalName,
  seniorId: string,
  accountId: string,
): UseQueryResult<WeeklyVital, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, {
      params: { vital },
      query: { senior_id: seniorId, account_id: accountId, timezone: browserTimezone() },
    }),
  );
}
