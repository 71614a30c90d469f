import type { FastifyInstance } from "fastify";
import { measurementWellnessRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createBodyHealthService } from "./service.js";

export function registerBodyHealthRoutes(app: FastifyInstance): void {
  const service = createBodyHealthService({ prisma: app.prisma });
  registerRoute(app, routes.rawMeasurement, async (req) => ok(await service.rawMeasurement(req.user, req.query)));
  registerRoute(app, routes.rawDifference, async (req) => ok(await service.rawDifference(req.user, req.query)));
  registerRoute(app, routes.bodyGraph, async (req) => ok(await service.bodyGraph(req.user, req.query)));
}
