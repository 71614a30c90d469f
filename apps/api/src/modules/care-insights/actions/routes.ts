import type { FastifyInstance } from "fastify";
import { CARE_INSIGHT_MESSAGES, careInsightRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { ActionsService } from "./service.js";

/** PUT update-insight / update-status (bulk no_action), POST summary and alert. */
export function registerActionRoutes(app: FastifyInstance, actions: ActionsService): void {
  registerRoute(app, careInsightRoutes.updateInsight, async (req) => ok(await actions.update(req.user, req.body)));
  registerRoute(app, careInsightRoutes.updateStatus, async (req) => ok(await actions.bulkNoAction(req.user, req.body)));
  registerRoute(app, careInsightRoutes.createSummary, async (req) =>
    ok(await actions.createSummary(req.user, req.body), CARE_INSIGHT_MESSAGES.summarySubmitted),
  );
  registerRoute(app, careInsightRoutes.createAlert, async (req) =>
    ok(await actions.createAlert(req.user, req.body), CARE_INSIGHT_MESSAGES.alertSubmitted),
  );
}
