import type { FastifyInstance } from "fastify";
import { measurementGoalRoutes as routes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { createGoalService } from "./service.js";

export function registerGoalRoutes(app: FastifyInstance): void {
  const service = createGoalService({ prisma: app.prisma });
  registerRoute(app, routes.getStepGoal, async (req) => ok([await service.get(req.user, req.query, "steps")]));
  registerRoute(app, routes.getBodyGoal, async (req) =>
    ok(await service.get(req.user, req.query, req.query.target_type)),
  );
  registerRoute(app, routes.getSleepGoal, async (req) => ok(await service.get(req.user, req.query, "sleep")));

  registerRoute(app, routes.setStepGoal, async (req) => {
    const { goal, message } = await service.setSteps(req.user, req.body);
    return ok(goal, message);
  });
  registerRoute(app, routes.setBodyGoal, async (req) => {
    const { goal, message } = await service.setBody(req.user, req.body);
    return ok(goal, message);
  });
  registerRoute(app, routes.setSleepGoal, async (req) => {
    const { goal, message } = await service.setSleep(req.user, req.body);
    return ok(goal, message);
  });
}
