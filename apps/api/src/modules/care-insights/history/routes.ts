import type { FastifyInstance } from "fastify";
import { careInsightRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { HistoryService } from "./service.js";

/** GET history, sub-history, the action-type query and the weighted messages list (spec 2 §7, spec 3 §7). */
export function registerHistoryRoutes(app: FastifyInstance, history: HistoryService): void {
  registerRoute(app, careInsightRoutes.history, async (req) => ok(await history.list(req.user, req.query)));
  registerRoute(app, careInsightRoutes.query, async (req) => ok(await history.list(req.user, req.query)));
  registerRoute(app, careInsightRoutes.subHistory, async (req) => ok(await history.subHistory(req.user, req.query)));
  registerRoute(app, careInsightRoutes.all, async (req) => ok(await history.messages(req.user, req.query)));
}
