import type { FastifyInstance } from "fastify";
import { registerAgentScheduleRoutes } from "./agent-schedule/routes.js";
import { createAgentScheduleService } from "./agent-schedule/service.js";
import { registerCallEntryRoutes } from "./entry/routes.js";
import { createCallEntryService } from "./entry/service.js";
import { registerCallLogRoutes } from "./logs/routes.js";
import { createCallLogService } from "./logs/service.js";
import { registerCallSchedulerRoutes } from "./scheduler/routes.js";
import { createCallSchedulerService } from "./scheduler/service.js";

/** Calls: the call scheduler, call logs, call entry and the agents' schedule (issue 13; paths under /api/supervision). */
export async function callsModule(app: FastifyInstance): Promise<void> {
  const deps = { prisma: app.prisma };
  registerCallSchedulerRoutes(app, createCallSchedulerService(deps));
  registerCallLogRoutes(app, createCallLogService(deps));
  registerCallEntryRoutes(app, createCallEntryService(deps));
  registerAgentScheduleRoutes(app, createAgentScheduleService(deps));
}
