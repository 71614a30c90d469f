import type { FastifyInstance } from "fastify";
import { ASSESSMENT_MESSAGES, assessmentRoutes as R, type AssessmentAction } from "@care/contracts";
import type { PrismaClient } from "@care/db";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import { createAssessmentEditorService } from "./editor-service.js";
import { createAssessmentService } from "./service.js";

const SAVE_MESSAGES: Record<AssessmentAction, string> = {
  save: ASSESSMENT_MESSAGES.saved,
  submit: ASSESSMENT_MESSAGES.submitted,
  submit_later: ASSESSMENT_MESSAGES.submitLater,
  reset: ASSESSMENT_MESSAGES.reset,
};

/** The Assessments tab, the onboarding Survey/Assessments sub-tabs and the admin form editors (issue 14). */
export function registerAssessmentRoutes(app: FastifyInstance, prisma: PrismaClient): void {
  const assessments = createAssessmentService(prisma);
  const editors = createAssessmentEditorService(prisma);

  registerRoute(app, R.status, async (req) => ok(await assessments.status(req.user, req.query)));
  registerRoute(app, R.form, async (req) => ok(await assessments.form(req.params.group, req.query.version)));
  registerRoute(app, R.get, async (req) => ok(await assessments.get(req.user, req.params.group, req.query)));
  registerRoute(app, R.save, async (req) =>
    ok(await assessments.save(req.user, req.params.group, req.body), SAVE_MESSAGES[req.body.action]),
  );
  registerRoute(app, R.history, async (req) => ok(await assessments.history(req.user, req.params.group, req.query)));

  registerRoute(app, R.adminForm, async (req) => ok(await editors.get(req.params.group)));
  registerRoute(app, R.adminSaveForm, async (req) => {
    const form = await editors.save(req.user, req.params.group, req.body);
    const message =
      req.body.action === "save"
        ? ASSESSMENT_MESSAGES.formSaved
        : form.form_status === "scheduled"
          ? ASSESSMENT_MESSAGES.formScheduled
          : ASSESSMENT_MESSAGES.formPublished;
    return ok(form, message);
  });
  registerRoute(app, R.adminHistory, async (req) =>
    ok(await editors.history(req.params.group, req.query.last_evaluated_key)),
  );

  registerRoute(app, R.listWellnessSurveys, async (req) => ok(await assessments.surveys.list(req.user, req.query)));
  registerRoute(app, R.saveWellnessSurvey, async (req) =>
    ok(await assessments.surveys.save(req.user, req.body), ASSESSMENT_MESSAGES.surveySaved),
  );
}
