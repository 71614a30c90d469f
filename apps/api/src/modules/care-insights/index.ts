import type { FastifyInstance } from "fastify";
import { registerActionRoutes } from "./actions/routes.js";
import { createActionsService } from "./actions/service.js";
import type { CareInsightDeps } from "./deps.js";
import { registerFacilitySummaryRoutes } from "./facility-summaries/routes.js";
import { createFacilitySummaryService } from "./facility-summaries/service.js";
import { registerHistoryRoutes } from "./history/routes.js";
import { createHistoryService } from "./history/service.js";
import { registerMilestoneRoutes } from "./milestones/routes.js";
import { registerNoDataRoutes } from "./no-data/routes.js";
import { createMilestoneService } from "./milestones/service.js";
import { createNoDataService } from "./no-data/service.js";
import { registerReviewRoutes } from "./review/routes.js";
import { createReviewService } from "./review/service.js";
import { registerSuppressionRoutes } from "./suppression/routes.js";
import { createSuppressionService } from "./suppression/service.js";
import { registerVitalRoutes } from "./vitals/routes.js";
import { createVitalService } from "./vitals/service.js";

/**
 * The careinsights service: history, alerts and summaries, the review queue, agency summaries, milestones, vitals,
 * no-data settings and suppression windows.
 */
export async function careInsightsModule(app: FastifyInstance): Promise<void> {
  const deps: CareInsightDeps = { prisma: app.prisma, transactWithJobs: app.transactWithJobs.bind(app) };
  registerHistoryRoutes(app, createHistoryService(deps));
  registerActionRoutes(app, createActionsService(deps));
  registerReviewRoutes(app, createReviewService(deps));
  registerFacilitySummaryRoutes(app, createFacilitySummaryService(deps));
  registerMilestoneRoutes(app, createMilestoneService(deps));
  registerVitalRoutes(app, createVitalService(deps));
  registerNoDataRoutes(app, createNoDataService(deps));
  registerSuppressionRoutes(app, createSuppressionService(deps));
}
