import type { FastifyInstance } from "fastify";
import { ACCOUNT_MESSAGES, adminAccountRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AccountService } from "./service.js";

export function registerAdminAccountRoutes(app: FastifyInstance, accounts: AccountService): void {
  registerRoute(app, R.careAgents, async (req) => ok(await accounts.list(req.query)));
  registerRoute(app, R.saveCareAgent, async (req) => {
    const { account, created } = await accounts.save(req.user, req.body);
    return ok(account, created ? ACCOUNT_MESSAGES.created : ACCOUNT_MESSAGES.saved);
  });
  registerRoute(app, R.careAgentStatus, async (req) => {
    const done = await accounts.setStatus(req.user, req.body.user_id, req.body.is_active);
    return ok(done, done.is_active ? ACCOUNT_MESSAGES.enabled : ACCOUNT_MESSAGES.disabled);
  });
  registerRoute(app, R.unlockCareAgent, async (req) =>
    ok(await accounts.unlock(req.body.user_id), ACCOUNT_MESSAGES.unlocked),
  );
}
