import type { FastifyInstance } from "fastify";
import { auditRoutes } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { auditCsv, auditExportFileName } from "./export.js";
import { createAuditService } from "./service.js";

/**
 * GET /api/users/audit (Admin): the audit trail written by plugins/audit.ts and plugins/read-audit.ts, newest first.
 * GET /api/users/audit/export: the same filtered trail as a CSV file, streamed (a raw route: errors until its first
 * batch is read are still envelopes; the export itself is read-audited by the contract's `readAudit`).
 */
export function registerAuditRoutes(app: FastifyInstance): void {
  const audit = createAuditService(app.prisma);
  registerRoute(app, auditRoutes.listAudit, async (request) => ok(await audit.list(request.query)));
  registerRoute(app, auditRoutes.exportAudit, async (request, reply) => {
    const file = await auditCsv(app.prisma, request.query);
    void reply
      .type(auditRoutes.exportAudit.raw.contentType)
      .header("content-disposition", `attachment; filename="${auditExportFileName(new Date())}"`)
      .header("cache-control", "no-store");
    // registerRoute types a file answer as a Buffer; Fastify sends a stream the same way, piped with backpressure.
    return file as unknown as Buffer;
  });
}
