import type { FastifyInstance } from "fastify";
import { registerAlarmRoutes } from "./alarms/routes.js";
import { createAlarmService } from "./alarms/service.js";
import { registerSupervisionResources } from "./resources.js";

/** The supervision service: alarms, and the call and location resources (spec 2 §7, spec 3 §7). */
export async function supervisionModule(app: FastifyInstance): Promise<void> {
  registerAlarmRoutes(app, createAlarmService(app));
  registerSupervisionResources(app);
}
