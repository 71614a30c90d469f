import type { FastifyInstance } from "fastify";
import { CARE_TEAM_MESSAGES, careCircleRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { CareCircleService } from "./service.js";

export function registerCareCircleRoutes(app: FastifyInstance, circle: CareCircleService): void {
  registerRoute(app, R.list, async (req) =>
    ok({ caregivers: await circle.list(req.user, req.query.senior_id, req.query.account_id) }),
  );
  registerRoute(app, R.create, async (req) => ok(await circle.create(req.user, req.body), CARE_TEAM_MESSAGES.saved));
  registerRoute(app, R.update, async (req) => ok(await circle.update(req.user, req.body), CARE_TEAM_MESSAGES.saved));
  registerRoute(app, R.remove, async (req) => {
    await circle.remove(req.user, req.query.senior_id, req.query.caregiver_id, req.query.account_id);
    return ok({ caregiver_id: req.query.caregiver_id }, CARE_TEAM_MESSAGES.deleted);
  });
}
