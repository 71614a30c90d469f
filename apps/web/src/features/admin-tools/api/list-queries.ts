import type { agentScheduleRoutes, auditRoutes, poaDocumentRoutes } from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type AgentScheduleQuery = QueryOf<typeof agentScheduleRoutes.agentSchedule>;
export type PoaListQuery = QueryOf<typeof poaDocumentRoutes.listPoa>;
export type AuditQuery = QueryOf<typeof auditRoutes.listAudit>;
