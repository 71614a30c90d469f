import type { FastifyInstance } from "fastify";
import { registerAgentScheduleRoutes } from "./agent-schedule/routes.js";
import { createAgentScheduleService } from "./agent-schedule/service.js";
import { registerCallEntryRoutes } from "./call-entry/routes.js";
import { createCallEntryService } from "./call-entry/service.js";
import { registerCallLogRoutes } from "./call-logs/routes.js";
import { createCallLogService } from "./call-logs/service.js";
import { registerCallSchedulerRoutes } from "./call-scheduler/routes.js";
import { createCallSchedulerService } from "./call-scheduler/service.js";
import { registerLocationRoutes } from "./location/routes.js";
import { createLocationService } from "./location/service.js";

/** The supervision resources beyond alarms: call scheduler, call logs, call entry, location (issue 13). */
export function registerSupervisionResources(app: FastifyInstance): void {
  const deps = { prisma: app.prisma };
  registerCallSchedulerRoutes(app, createCallSchedulerService(deps));
  registerCallLogRoutes(app, createCallLogService(deps));
  registerCallEntryRoutes(app, createCallEntryService(deps));
  registerLocationRoutes(app, createLocationService(deps));
  registerAgentScheduleRoutes(app, createAgentScheduleService(deps));
}
