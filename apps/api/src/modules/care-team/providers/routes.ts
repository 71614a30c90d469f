import type { FastifyInstance } from "fastify";
import { CARE_TEAM_MESSAGES, PROVIDER_TYPES, providerRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { ProviderService } from "./service.js";

/** GET/POST/PUT/DELETE users/provider/{doctor,dentist,pharmacy}. */
export function registerProviderRoutes(app: FastifyInstance, providers: ProviderService): void {
  for (const type of PROVIDER_TYPES) {
    const R = providerRoutes[type];
    registerRoute(app, R.list, async (req) =>
      ok({ providers: await providers.list(req.user, type, req.query.senior_id, req.query.account_id) }),
    );
    registerRoute(app, R.create, async (req) =>
      ok(await providers.create(req.user, type, req.body), CARE_TEAM_MESSAGES.saved),
    );
    registerRoute(app, R.update, async (req) =>
      ok(await providers.update(req.user, type, req.body.provider_id, req.body), CARE_TEAM_MESSAGES.saved),
    );
    registerRoute(app, R.remove, async (req) => {
      const q = req.query;
      await providers.remove(req.user, type, q.senior_id, q.provider_id, q.account_id);
      return ok({ provider_id: q.provider_id }, CARE_TEAM_MESSAGES.deleted);
    });
  }
}
