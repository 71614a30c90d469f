import type { FastifyInstance } from "fastify";
import { careInsightRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { FacilitySummaryService } from "./service.js";

/** GET all-facility (agency summaries) and POST mark-read (facility agents only). */
export function registerFacilitySummaryRoutes(app: FastifyInstance, summaries: FacilitySummaryService): void {
  registerRoute(app, careInsightRoutes.allFacility, async (req) => ok(await summaries.list(req.user, req.query)));
  registerRoute(app, careInsightRoutes.markRead, async (req) => ok(await summaries.markRead(req.user, req.body)));
}
