import type { FastifyInstance } from "fastify";
import { SUPPRESSION_MESSAGES, suppressionRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { SuppressionService } from "./service.js";

/** Suppression windows: away or hospital-stay periods during which threshold and no-data alerts are not raised. */
export function registerSuppressionRoutes(app: FastifyInstance, windows: SuppressionService): void {
  registerRoute(app, suppressionRoutes.list, async (req) => ok(await windows.list(req.user, req.query)));
  registerRoute(app, suppressionRoutes.create, async (req) =>
    ok(await windows.create(req.user, req.body), SUPPRESSION_MESSAGES.created),
  );
  registerRoute(app, suppressionRoutes.update, async (req) =>
    ok(await windows.update(req.user, req.params.suppression_window_id, req.body), SUPPRESSION_MESSAGES.updated),
  );
  registerRoute(app, suppressionRoutes.remove, async (req) =>
    ok(await windows.remove(req.user, req.params.suppression_window_id, req.query), SUPPRESSION_MESSAGES.deleted),
  );
}
