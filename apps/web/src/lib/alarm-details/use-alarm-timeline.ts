import { alarmRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../api/api-error";
import type { DataOf } from "../api/contract-types";
import { routeQueryOptions } from "../api/route-query";
import { useApi } from "../services";
import type { AlarmRef } from "./use-alarm-details";

const R = alarmRoutes.alarmTimeline;
export type AlarmTimelineData = DataOf<typeof R>;

/**
 * GET /api/supervision/alarm-timeline: one alarm's steps with their times and who (issue 27 item 5). Silent: the
 * dialog says it could not load in its own words and offers to try again.
 */
export function useAlarmTimeline(ref: AlarmRef): UseQueryResult<AlarmTimelineData, ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), R, {
      query: { alarm_id: ref.alarmId, senior_id: ref.seniorId, account_id: ref.accountId },
      silent: true,
    }),
  );
}
