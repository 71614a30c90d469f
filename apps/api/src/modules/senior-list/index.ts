import type { FastifyInstance } from "fastify";
import { registerSeniorListRoutes } from "./routes.js";
import { createSeniorListService } from "./service.js";

/** The senior list and a senior's header (paths under /api/users). */
export async function seniorListModule(app: FastifyInstance): Promise<void> {
  registerSeniorListRoutes(app, createSeniorListService({ prisma: app.prisma }));
}
