import type { FastifyInstance } from "fastify";
import { createGeocodingService, geocodingProviderFromConfig } from "../geocoding/service.js";
import { registerBasicInfoRoutes } from "./basic-info/routes.js";
import { createBasicInfoService } from "./basic-info/service.js";
import { registerMemberRoutes } from "./minimal-info/routes.js";
import { createMemberService } from "./minimal-info/service.js";
import { registerPersonaRoutes } from "./persona/routes.js";
import { createPersonaService } from "./persona/service.js";

/** Members: a new member's minimal info, their basic info and persona (paths under /api/users). */
export async function membersModule(app: FastifyInstance): Promise<void> {
  // Member creation geocodes the address through the same service as the geocoding routes (docs/geocoding.md).
  const geocoding = createGeocodingService(geocodingProviderFromConfig(app.config));
  registerMemberRoutes(app, createMemberService({ prisma: app.prisma, geocoding }));
  registerBasicInfoRoutes(app, createBasicInfoService(app.prisma));
  registerPersonaRoutes(app, createPersonaService(app.prisma));
}
