import { agentScheduleRoutes as R } from "@care/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ApiError } from "../../../lib/api/api-error";
import type { DataOf } from "../../../lib/api/contract-types";
import { usePagedRouteQuery } from "../../../lib/api/route-hooks";
import type { AgentScheduleQuery } from "./list-queries";

export type AgentSchedulePage = DataOf<typeof R.agentSchedule>;
export type CoachDay = AgentSchedulePage["items"][number];

/** GET /api/supervision/admin/agent-schedule: one page of coaches with their calls of the day. */
export function useAgentSchedule(q: AgentScheduleQuery): UseQueryResult<AgentSchedulePage, ApiError> {
  return usePagedRouteQuery(R.agentSchedule, { query: q });
}
