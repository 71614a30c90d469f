import type { FastifyInstance } from "fastify";
import { measurementReportRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createDeviceHistoryService } from "./service.js";

export function registerDeviceHistoryRoutes(app: FastifyInstance): void {
  const service = createDeviceHistoryService({ prisma: app.prisma });
  registerRoute(app, routes.deviceHistory, async (req) => ok(await service.list(req.query)));
}
