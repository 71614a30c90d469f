import type { FastifyInstance } from "fastify";
import { WELLNESS_PLAN_MESSAGES, wellnessPlanRoutes as R } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { Storage } from "@care/infra";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { createWellnessGoalService } from "./goals/service.js";
import { createWellnessGoalNoteService } from "./notes/service.js";
import { createWellnessResourceService } from "./resources/service.js";
import { createWellnessPlanService } from "./service.js";

/** The Wellness Plan tab's routes (issue 15): plan, goals, goal-action map, notes, resources. */
export function registerWellnessPlanRoutes(
  app: FastifyInstance,
  deps: { prisma: PrismaClient; storage: Storage; quotaBytes: number },
): void {
  const plans = createWellnessPlanService(deps.prisma);
  const goals = createWellnessGoalService(deps.prisma);
  const notes = createWellnessGoalNoteService(deps.prisma);
  const resources = createWellnessResourceService(deps);

  registerRoute(app, R.getWellnessPlan, async (req) => ok(await plans.get(req.user, req.query)));
  registerRoute(app, R.saveWellnessPlan, async (req) =>
    ok(await plans.save(req.user, req.body), WELLNESS_PLAN_MESSAGES.saved),
  );
  registerRoute(app, R.listGoals, async (req) => ok(await goals.list(req.user, req.query)));
  registerRoute(app, R.saveGoals, async (req) =>
    ok(await goals.save(req.user, req.body), WELLNESS_PLAN_MESSAGES.saved),
  );
  registerRoute(app, R.goalActionMap, async (req) => ok(await goals.actionMap(req.user, req.query.customer_id)));
  registerRoute(app, R.listGoalNotes, async (req) => ok({ notes: await notes.list(req.user, req.query) }));
  registerRoute(app, R.addGoalNote, async (req) =>
    ok(await notes.add(req.user, req.body), WELLNESS_PLAN_MESSAGES.noteSaved),
  );
  registerRoute(app, R.resourceUploadUrl, async (req) => ok(await resources.createUploads(req.user, req.body)));
  registerRoute(app, R.resourceSignedUrl, async (req) => ok(await resources.signedUrls(req.user, req.query)));
  registerRoute(app, R.replaceResource, async (req) =>
    ok(await resources.replace(req.user, req.body), WELLNESS_PLAN_MESSAGES.resourceReplaced),
  );
  registerRoute(app, R.deleteResource, async (req) =>
    ok(await resources.remove(req.user, req.query), WELLNESS_PLAN_MESSAGES.resourceDeleted),
  );
}
