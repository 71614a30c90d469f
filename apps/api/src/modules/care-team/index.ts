import type { FastifyInstance } from "fastify";
import { registerCareCircleRoutes } from "./care-circle/routes.js";
import { createCareCircleService } from "./care-circle/service.js";
import { registerProviderRoutes } from "./providers/routes.js";
import { createProviderService } from "./providers/service.js";

/** A senior's care team: the care circle (caregivers) and providers (paths under /api/users). */
export async function careTeamModule(app: FastifyInstance): Promise<void> {
  registerCareCircleRoutes(app, createCareCircleService(app.prisma));
  registerProviderRoutes(app, createProviderService(app.prisma));
}
