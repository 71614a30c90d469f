import type { FastifyInstance } from "fastify";
import { measurementReportRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createWeeklyVitalsService } from "./service.js";

export function registerWeeklyVitalsRoutes(app: FastifyInstance): void {
  const service = createWeeklyVitalsService({ prisma: app.prisma });
  registerRoute(app, routes.weeklyVitals, async (req) => ok(await service.week(req.user, req.params.vital, req.query)));
}
