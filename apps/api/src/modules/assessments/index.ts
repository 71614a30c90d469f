import type { FastifyInstance } from "fastify";
import { registerAssessmentRoutes } from "./routes.js";

/** Assessments, their forms and the wellness surveys (paths under /api/users; docs/assessments.md). */
export async function assessmentsModule(app: FastifyInstance): Promise<void> {
  registerAssessmentRoutes(app, app.prisma);
}
