import type { FastifyInstance } from "fastify";
import { registerLocationRoutes } from "./routes.js";
import { createLocationService } from "./service.js";

/** A senior's location history and calendar (issue 13; paths under /api/supervision). */
export async function locationModule(app: FastifyInstance): Promise<void> {
  registerLocationRoutes(app, createLocationService({ prisma: app.prisma }));
}
