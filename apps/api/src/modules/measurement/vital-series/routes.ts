import type { FastifyInstance } from "fastify";
import { measurementWellnessRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createVitalSeriesService } from "./service.js";
import { HEART_RATE, RESPIRATION } from "./vitals.js";

/** `vitals/heart-extreme`, `vitals/heart`, `vitals/respiration-extreme`, `vitals/respiration` (spec 3 §7). */
export function registerVitalSeriesRoutes(app: FastifyInstance): void {
  const heart = createVitalSeriesService({ prisma: app.prisma }, HEART_RATE);
  registerRoute(app, routes.heartExtreme, async (req) => ok(await heart.extreme(req.user, req.query)));
  registerRoute(app, routes.heart, async (req) => ok(await heart.series(req.user, req.query)));

  const respiration = createVitalSeriesService({ prisma: app.prisma }, RESPIRATION);
  registerRoute(app, routes.respirationExtreme, async (req) => ok(await respiration.extreme(req.user, req.query)));
  registerRoute(app, routes.respiration, async (req) => ok(await respiration.series(req.user, req.query)));
}
