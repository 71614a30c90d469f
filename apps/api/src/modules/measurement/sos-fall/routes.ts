import type { FastifyInstance } from "fastify";
import { measurementReportRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createSosFallService } from "./service.js";

export function registerSosFallRoutes(app: FastifyInstance): void {
  const service = createSosFallService({ prisma: app.prisma });
  registerRoute(app, routes.sosFall, async (req) => ok(await service.list(req.user, req.query)));
}
