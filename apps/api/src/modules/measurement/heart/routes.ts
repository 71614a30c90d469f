import type { FastifyInstance } from "fastify";
import { measurementWellnessRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createHeartService } from "./service.js";

export function registerHeartRoutes(app: FastifyInstance): void {
  const service = createHeartService({ prisma: app.prisma });
  registerRoute(app, routes.heartExtreme, async (req) => ok(await service.extreme(req.user, req.query)));
  registerRoute(app, routes.heart, async (req) => ok(await service.series(req.user, req.query)));
}
