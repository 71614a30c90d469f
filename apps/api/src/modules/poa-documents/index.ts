import type { FastifyInstance } from "fastify";
import { registerPoaRoutes } from "./routes.js";
import { createPoaService } from "./service.js";

/** Power-of-attorney documents: upload and review (paths under /api/users). */
export async function poaDocumentsModule(app: FastifyInstance): Promise<void> {
  const quotaBytes = app.config.SENIOR_UPLOAD_QUOTA_BYTES;
  registerPoaRoutes(app, createPoaService({ prisma: app.prisma, storage: app.storage, quotaBytes }));
}
