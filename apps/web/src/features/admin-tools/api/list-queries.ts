import type { supervisionAgentScheduleRoutes, usersAuditRoutes, usersPoaRoutes } from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type AgentScheduleQuery = QueryOf<typeof supervisionAgentScheduleRoutes.agentSchedule>;
export type PoaListQuery = QueryOf<typeof usersPoaRoutes.listPoa>;
export type AuditQuery = QueryOf<typeof usersAuditRoutes.listAudit>;
