import type { FastifyInstance } from "fastify";
import { measurementSleepRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createSleepService } from "./service.js";

export function registerSleepRoutes(app: FastifyInstance): void {
  const service = createSleepService({ prisma: app.prisma });
  registerRoute(app, routes.sleepDaily, async (req) => ok(await service.daily(req.user, req.query)));
  registerRoute(app, routes.sleepHeartRate, async (req) => ok(await service.heartRate(req.user, req.query)));
  registerRoute(app, routes.sleepPhase, async (req) => ok(await service.phase(req.user, req.query)));
  registerRoute(app, routes.sleepDepth, async (req) => ok(await service.depth(req.user, req.query)));
  registerRoute(app, routes.sleepWeekly, async (req) => ok(await service.weekly(req.user, req.query)));
  registerRoute(app, routes.sleepMonthly, async (req) => ok(await service.monthly(req.user, req.query)));
}
