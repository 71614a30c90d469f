import type { FastifyInstance } from "fastify";
import { measurementDashboardRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createDashboardService } from "./service.js";

export function registerDashboardRoutes(app: FastifyInstance): void {
  const service = createDashboardService({ prisma: app.prisma });
  registerRoute(app, measurementDashboardRoutes.dashboard, async (request) =>
    ok(await service.list(request.user, request.query)),
  );
}
