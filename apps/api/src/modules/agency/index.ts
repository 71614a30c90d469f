import type { FastifyInstance } from "fastify";
import { registerAgencyRoutes } from "./routes.js";
import { createAgencyService } from "./service.js";

/** The agency area: facilities' lists, residents and resident summaries (paths under /api/users). */
export async function agencyModule(app: FastifyInstance): Promise<void> {
  registerAgencyRoutes(app, createAgencyService(app.prisma));
}
