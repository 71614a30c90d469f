import type { FastifyInstance } from "fastify";
import { fhirErrorHandler } from "./outcome.js";
import { registerFhirRoutes } from "./routes.js";

/**
 * The FHIR R4 read API under /api/fhir/R4 (docs/interop.md). Registered in a Fastify context of its own (this
 * plugin is not wrapped in fastify-plugin), so its error handler, OperationOutcome instead of the envelope, applies
 * to these routes only.
 */
export async function fhirModule(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(fhirErrorHandler);
  // The CapabilityStatement's date: when this API process started serving it.
  registerFhirRoutes(app, app.prisma, new Date().toISOString());
}
