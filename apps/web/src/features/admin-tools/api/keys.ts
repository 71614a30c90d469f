import type { supervisionAgentScheduleRoutes, usersAuditRoutes, usersPoaRoutes } from "@care/contracts";
import type { QueryOf } from "../../../lib/api/contract-types";

export type AgentScheduleQuery = QueryOf<typeof supervisionAgentScheduleRoutes.agentSchedule>;
export type PoaListQuery = QueryOf<typeof usersPoaRoutes.listPoa>;
export type AuditQuery = QueryOf<typeof usersAuditRoutes.listAudit>;

/** Query keys of the admin tool screens (agent schedule, POA review, audit log, configuration). */
export const adminToolKeys = {
  all: ["admin-tools"] as const,
  agentSchedule: (q: AgentScheduleQuery) => [...adminToolKeys.all, "agent-schedule", q] as const,
  coaches: () => [...adminToolKeys.all, "coaches"] as const,
  poa: () => [...adminToolKeys.all, "poa"] as const,
  poaList: (q: PoaListQuery) => [...adminToolKeys.poa(), q] as const,
  audit: (q: AuditQuery) => [...adminToolKeys.all, "audit", q] as const,
  config: () => [...adminToolKeys.all, "config"] as const,
};
