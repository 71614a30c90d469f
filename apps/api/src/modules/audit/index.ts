import type { FastifyInstance } from "fastify";
import { registerAuditRoutes } from "./routes.js";

/** The audit log viewer (paths under /api/users). */
export async function auditModule(app: FastifyInstance): Promise<void> {
  registerAuditRoutes(app);
}
