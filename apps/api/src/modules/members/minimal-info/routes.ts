import type { FastifyInstance } from "fastify";
import { MEMBER_MESSAGES, memberRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { MemberService } from "./service.js";

/** Member creation, minimal info and the member form's duplicate check. */
export function registerMemberRoutes(app: FastifyInstance, members: MemberService): void {
  registerRoute(app, R.createOrSaveMinimalInfo, async (req) => {
    const { info, message } = await members.save(req.user, req.body);
    return ok(info, message);
  });
  registerRoute(app, R.minimalInfo, async (req) =>
    ok(await members.get(req.user, req.query.senior_id, req.query.account_id)),
  );
  registerRoute(app, R.validateDuplicateData, async (req) =>
    ok(await members.validateDuplicates(req.user, req.body), MEMBER_MESSAGES.noDuplicates),
  );
}
