import type { FastifyInstance } from "fastify";
import { locationRoutes as R } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { LocationService } from "./service.js";

/** Senior location (spec 2 §7 'Alarms and location'). */
export function registerLocationRoutes(app: FastifyInstance, location: LocationService): void {
  registerRoute(app, R.locationHistory, async (request) => ok(await location.history(request.user, request.query)));
  registerRoute(app, R.location, async (request) => ok(await location.history(request.user, request.body)));
  registerRoute(app, R.locationCalendar, async (request) => ok(await location.calendar(request.user, request.query)));
  registerRoute(app, R.locateMe, async (request) => ok(await location.locateMe(request.user, request.body)));
}
