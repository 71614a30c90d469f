import type { FastifyInstance } from "fastify";
import { registerAuditRoutes } from "./audit.routes.js";

/** The users service. Other users routes are added here by their resource files. */
export async function usersModule(app: FastifyInstance): Promise<void> {
  registerAuditRoutes(app);
}
