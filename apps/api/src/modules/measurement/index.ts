import type { FastifyInstance } from "fastify";
import { registerActivityRoutes } from "./activity/routes.js";
import { registerAgencyRoutes } from "./agency/routes.js";
import { registerBodyHealthRoutes } from "./body-health/routes.js";
import { registerDashboardRoutes } from "./dashboard/routes.js";
import { registerDeviceHistoryRoutes } from "./devices/routes.js";
import { registerGoalRoutes } from "./goals/routes.js";
import { registerSleepRoutes } from "./sleep/routes.js";
import { registerSosFallRoutes } from "./sos-fall/routes.js";
import { registerVitalSeriesRoutes } from "./vital-series/routes.js";
import { registerVitalsReportRoutes } from "./vitals-report/routes.js";
import { registerWeeklyVitalsRoutes } from "./weekly-vitals/routes.js";

/** The measurement service (spec 3): care dashboard, wellness data, goals, agency graphs, reports, devices. */
export async function measurementModule(app: FastifyInstance): Promise<void> {
  registerDashboardRoutes(app);
  registerActivityRoutes(app);
  registerBodyHealthRoutes(app);
  registerVitalSeriesRoutes(app);
  registerSleepRoutes(app);
  registerGoalRoutes(app);
  registerWeeklyVitalsRoutes(app);
  registerAgencyRoutes(app);
  registerSosFallRoutes(app);
  registerVitalsReportRoutes(app);
  registerDeviceHistoryRoutes(app);
}
