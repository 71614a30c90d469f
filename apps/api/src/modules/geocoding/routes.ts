import type { FastifyInstance } from "fastify";
import { geocodingRoutes } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { GeocodingService } from "./service.js";

/** The maps service of spec 1 §7: address → place, coordinates → place. */
export function registerGeocodingRoutes(app: FastifyInstance, geocoding: GeocodingService): void {
  registerRoute(app, geocodingRoutes.geocode, async (req) => ok(await geocoding.geocode(req.query.address)));
  registerRoute(app, geocodingRoutes.reverseGeocode, async (req) =>
    ok(await geocoding.reverseGeocode(req.query.lat, req.query.lng)),
  );
}
