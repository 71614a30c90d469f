import type { FastifyInstance } from "fastify";
import { ORGANISATION_MESSAGES, adminOrganisationRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { CorporateService } from "./service.js";

/** GET/POST /api/users/corporates. */
export function registerCorporateRoutes(app: FastifyInstance, corporates: CorporateService): void {
  registerRoute(app, R.listCorporates, async (req) => ok(await corporates.list(req.query)));
  registerRoute(app, R.createCorporate, async (req) =>
    ok(await corporates.create(req.body), ORGANISATION_MESSAGES.saved),
  );
}
