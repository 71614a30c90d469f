import type { FastifyInstance } from "fastify";
import { registerGeocodingRoutes } from "./routes.js";
import { createGeocodingService, geocodingProviderFromConfig } from "./service.js";

/** Geocoding and reverse geocoding of addresses (paths under /api/users; docs/geocoding.md). */
export async function geocodingModule(app: FastifyInstance): Promise<void> {
  registerGeocodingRoutes(app, createGeocodingService(geocodingProviderFromConfig(app.config)));
}
