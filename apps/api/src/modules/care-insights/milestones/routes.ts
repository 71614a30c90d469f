import type { FastifyInstance } from "fastify";
import { careInsightRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { MilestoneService } from "./service.js";

export function registerMilestoneRoutes(app: FastifyInstance, milestones: MilestoneService): void {
  registerRoute(app, careInsightRoutes.milestones, async (req) => ok(await milestones.list(req.user, req.query)));
}
