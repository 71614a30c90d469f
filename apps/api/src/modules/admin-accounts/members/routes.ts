import type { FastifyInstance } from "fastify";
import { MEMBER_ADMIN_MESSAGES, adminMemberRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { MemberAdminService } from "./service.js";

export function registerAdminMemberRoutes(app: FastifyInstance, members: MemberAdminService): void {
  registerRoute(app, R.seniors, async (req) => ok(await members.list(req.query)));
  registerRoute(app, R.disableMember, async (req) =>
    ok(await members.disable(req.user, req.body.member_id, req.body.reason), MEMBER_ADMIN_MESSAGES.disabled),
  );
  registerRoute(app, R.enableMember, async (req) =>
    ok(await members.enable(req.body.member_id), MEMBER_ADMIN_MESSAGES.enabled),
  );
}
