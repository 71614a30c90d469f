import type { FastifyInstance } from "fastify";
import { vitalRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { VitalService } from "./service.js";

/** The vitals-thresholds screen's calls (spec 2 §7), all POST as the spec has them. */
export function registerVitalRoutes(app: FastifyInstance, vitals: VitalService): void {
  registerRoute(app, vitalRoutes.list, async (req) =>
    ok(await vitals.list(req.user, req.body.senior_id, req.body.account_id)),
  );
  registerRoute(app, vitalRoutes.state, async (req) => {
    const { vital, message } = await vitals.setState(req.user, req.body);
    return ok(vital, message);
  });
  registerRoute(app, vitalRoutes.thresholdUpdate, async (req) => {
    const { vital, message } = await vitals.updateThreshold(req.user, req.body);
    return ok(vital, message);
  });
  registerRoute(app, vitalRoutes.baselineRefresh, async (req) => {
    const { vital, message } = await vitals.refreshBaseline(req.user, req.body);
    return ok(vital, message);
  });
  registerRoute(app, vitalRoutes.rangeScoreClear, async (req) => {
    const { vital, message } = await vitals.clearRangeScore(req.user, req.body);
    return ok(vital, message);
  });
}
