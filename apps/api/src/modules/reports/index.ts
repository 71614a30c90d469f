import type { FastifyInstance } from "fastify";
import { registerReportRunRoutes } from "./runs/routes.js";
import { createReportRunService } from "./runs/service.js";
import { registerReportScheduleRoutes } from "./schedules/routes.js";
import { createReportScheduleService } from "./schedules/service.js";

/** The reports service: runs (create, list, download, retry) and schedules (docs/reports.md). */
export async function reportsModule(app: FastifyInstance): Promise<void> {
  const transactWithJobs = app.transactWithJobs.bind(app);
  registerReportRunRoutes(
    app,
    createReportRunService({
      prisma: app.prisma,
      storage: app.storage,
      transactWithJobs,
      downloadTtlS: app.config.REPORT_DOWNLOAD_TTL_S,
    }),
  );
  registerReportScheduleRoutes(app, createReportScheduleService({ prisma: app.prisma, transactWithJobs }));
}
