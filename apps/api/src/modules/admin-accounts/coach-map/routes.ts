import type { FastifyInstance } from "fastify";
import { MEMBER_ADMIN_MESSAGES, adminMemberRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { CoachMapService } from "./service.js";

export function registerCoachMapRoutes(app: FastifyInstance, coachMap: CoachMapService): void {
  registerRoute(app, R.assignCoach, async (req) =>
    ok(await coachMap.assign(req.user, req.body.care_agent_id, req.body.senior_ids), MEMBER_ADMIN_MESSAGES.assigned),
  );
  registerRoute(app, R.unassignCoach, async (req) =>
    ok(await coachMap.unassign(req.query.senior_ids), MEMBER_ADMIN_MESSAGES.unassigned),
  );
}
