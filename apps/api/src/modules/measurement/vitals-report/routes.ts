import type { FastifyInstance } from "fastify";
import { measurementReportRoutes as routes } from "@care/contracts";
import { registerRoute } from "../../../http/register-route.js";
import { createVitalsReportService } from "./service.js";

export function registerVitalsReportRoutes(app: FastifyInstance): void {
  const service = createVitalsReportService({ prisma: app.prisma });
  // A raw route (contract.raw): the answer is the file itself, errors before this point are still envelopes.
  registerRoute(app, routes.vitalsReport, async (req, reply) => {
    const report = await service.build(req.user, req.query);
    void reply
      .type(routes.vitalsReport.raw.contentType)
      .header("content-disposition", `attachment; filename="${report.filename}"`)
      .header("cache-control", "no-store");
    return report.body;
  });
}
