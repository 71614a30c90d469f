import type { FastifyInstance } from "fastify";
import { agentScheduleRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AgentScheduleService } from "./service.js";

/** GET /api/supervision/admin/agent-schedule (Admin, Admin_WellnessServices). */
export function registerAgentScheduleRoutes(app: FastifyInstance, schedule: AgentScheduleService): void {
  registerRoute(app, R.agentSchedule, async (request) => ok(await schedule.day(request.query)));
}
