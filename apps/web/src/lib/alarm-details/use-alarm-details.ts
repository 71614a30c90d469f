import { alarmRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";

const R = alarmRoutes.alarmDetails;
export type AlarmDetailsData = DataOf<typeof R>;

export interface AlarmRef {
  alarmId: string;
  seniorId: string;
  accountId: string;
}

/**
 * GET /api/supervision/alarm-details: the responder's extras of one alarm (issue 27 item 7). Silent: a failure is
 * the block's own short note, never an error dialog over the alarm popup, which stays usable without them.
 */
export function useAlarmDetails(ref: AlarmRef): UseQueryResult<AlarmDetailsData, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, {
      query: { alarm_id: ref.alarmId, senior_id: ref.seniorId, account_id: ref.accountId },
      silent: true,
    }),
  );
}
