import type { FastifyInstance } from "fastify";
import { careInsightRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { ReviewService } from "./service.js";

/** The approval queue and the approver's calls (Admin, Admin_WellnessServices). */
export function registerReviewRoutes(app: FastifyInstance, review: ReviewService): void {
  const r = careInsightRoutes;
  registerRoute(app, r.review, async (req) => ok(await review.queue(req.user, req.query)));
  registerRoute(app, r.approve, async (req) => ok(await review.approve(req.user, req.body.care_insight_id)));
  registerRoute(app, r.approveWithEdit, async (req) =>
    ok(await review.approveWithEdit(req.user, req.body.care_insight_id, req.body.message)),
  );
  registerRoute(app, r.approveSummary, async (req) =>
    ok(await review.approveSummary(req.user, req.body.care_insight_id, req.body.message)),
  );
  registerRoute(app, r.deny, async (req) => ok(await review.deny(req.user, req.body.care_insight_id)));
  registerRoute(app, r.bulkDeny, async (req) => ok(await review.bulkDeny(req.user, req.body.care_insight_ids)));
}
