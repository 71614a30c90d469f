import type { FastifyInstance } from "fastify";
import { MEDICAL_MESSAGES, medicalRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { MedicalConditionService } from "./service.js";

/** GET/POST/PUT/DELETE users/senior/medical-condition and GET users/senior/medical-condition-history. */
export function registerMedicalConditionRoutes(app: FastifyInstance, conditions: MedicalConditionService): void {
  registerRoute(app, R.listConditions, async (req) => ok(await conditions.list(req.user, req.query)));
  registerRoute(app, R.conditionHistory, async (req) => ok(await conditions.history(req.user, req.query)));
  registerRoute(app, R.createCondition, async (req) =>
    ok(await conditions.create(req.user, req.body), MEDICAL_MESSAGES.saved),
  );
  registerRoute(app, R.updateCondition, async (req) =>
    ok(await conditions.update(req.user, req.body), MEDICAL_MESSAGES.saved),
  );
  registerRoute(app, R.removeCondition, async (req) => {
    const q = req.query;
    await conditions.remove(req.user, q.senior_id, q.medical_condition_id, q.account_id);
    return ok({ medical_condition_id: q.medical_condition_id }, MEDICAL_MESSAGES.deleted);
  });
}
