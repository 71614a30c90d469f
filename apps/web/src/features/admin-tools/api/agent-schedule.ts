import { supervisionAgentScheduleRoutes as R, supervisionCallRoutes } from "@care/contracts";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { useApi } from "../../../app/services";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import { routeQueryOptions } from "../../../lib/api/route-query";
import { adminToolKeys, type AgentScheduleQuery } from "./keys";

export type AgentSchedulePage = DataOf<typeof R.agentSchedule>;
export type CoachDay = AgentSchedulePage["items"][number];
export type CoachOption = DataOf<typeof supervisionCallRoutes.careAgentList>[number];

/** GET /api/supervision/admin/agent-schedule: one page of coaches with their calls of the day. */
export function useAgentSchedule(q: AgentScheduleQuery): UseQueryResult<AgentSchedulePage, ApiError> {
  return usePagedRouteQuery(R.agentSchedule, adminToolKeys.agentSchedule(q), { query: q });
}

/** The coach picker: active care agents (GET users/query/careagent-list, spec 2 §7). */
export function useCoachOptions(): UseQueryResult<CoachOption[], ApiError> {
  return useQuery(
    routeQueryOptions(useApi(), supervisionCallRoutes.careAgentList, adminToolKeys.coaches(), {
      query: { limit: 100 },
    }),
  );
}
