import type { FastifyInstance } from "fastify";
import { registerMedicalConditionRoutes } from "./conditions/routes.js";
import { createMedicalConditionService } from "./conditions/service.js";
import { registerMedicationRoutes } from "./medications/routes.js";
import { createMedicationService } from "./medications/service.js";

/** A senior's medical conditions and medications (paths under /api/users). */
export async function medicalModule(app: FastifyInstance): Promise<void> {
  registerMedicalConditionRoutes(app, createMedicalConditionService(app.prisma));
  registerMedicationRoutes(app, createMedicationService(app.prisma));
}
