import type { FastifyInstance } from "fastify";
import { measurementAgencyRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createAgencyService } from "./service.js";

export function registerAgencyRoutes(app: FastifyInstance): void {
  const service = createAgencyService({ prisma: app.prisma });
  registerRoute(app, routes.residentsCount, async (req) => ok(await service.residentsCount(req.user, req.query)));
  registerRoute(app, routes.activityGraph, async (req) => ok(await service.activityGraph(req.user, req.query)));
  registerRoute(app, routes.fallGraph, async (req) => ok(await service.fallGraph(req.user, req.query)));
  registerRoute(app, routes.losGraph, async (req) => ok(await service.losGraph(req.user, req.query)));
  registerRoute(app, routes.wellbeingGraph, async (req) => ok(await service.wellbeingGraph(req.user, req.query)));
  registerRoute(app, routes.lonelinessGraph, async (req) => ok(await service.lonelinessGraph(req.user, req.query)));
}
