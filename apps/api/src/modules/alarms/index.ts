import type { FastifyInstance } from "fastify";
import { registerResponseTimeRoutes } from "./response-times/routes.js";
import { registerAlarmRoutes } from "./routes.js";
import { createAlarmService } from "./service.js";

/** Alarms (SOS and falls) of the supervision service (spec 2 §7, spec 3 §7); calls and location are their own modules. */
export async function alarmsModule(app: FastifyInstance): Promise<void> {
  registerAlarmRoutes(app, createAlarmService(app));
  registerResponseTimeRoutes(app);
}
