import type { FastifyInstance } from "fastify";
import { auditRoutes } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { createAuditService } from "./service.js";

/** GET /api/users/audit (Admin): the audit trail written by plugins/audit.ts and plugins/read-audit.ts, newest first. */
export function registerAuditRoutes(app: FastifyInstance): void {
  const audit = createAuditService(app.prisma);
  registerRoute(app, auditRoutes.listAudit, async (request) => ok(await audit.list(request.query)));
}
