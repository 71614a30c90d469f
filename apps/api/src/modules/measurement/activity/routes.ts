import type { FastifyInstance } from "fastify";
import { measurementWellnessRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createActivityService } from "./service.js";

export function registerActivityRoutes(app: FastifyInstance): void {
  const service = createActivityService({ prisma: app.prisma });
  registerRoute(app, routes.activityScore, async (req) => ok(await service.score(req.user, req.query)));
  registerRoute(app, routes.activitySeries, async (req) => ok(await service.series(req.user, req.query)));
}
