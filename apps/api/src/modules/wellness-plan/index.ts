import type { FastifyInstance } from "fastify";
import { registerWellnessPlanRoutes } from "./routes.js";

/** A senior's wellness plan, goals, notes and resources (paths under /api/users; docs/wellness-plan.md). */
export async function wellnessPlanModule(app: FastifyInstance): Promise<void> {
  const quotaBytes = app.config.SENIOR_UPLOAD_QUOTA_BYTES;
  registerWellnessPlanRoutes(app, { prisma: app.prisma, storage: app.storage, quotaBytes });
}
