import type { FastifyInstance } from "fastify";
import { agencyRoutes as R } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { AgencyService } from "./service.js";

export function registerAgencyRoutes(app: FastifyInstance, agencies: AgencyService): void {
  registerRoute(app, R.agencyList, async (req) => ok(await agencies.list(req.user, req.query)));
  registerRoute(app, R.agencyDetail, async (req) => ok(await agencies.detail(req.user, req.query.facility_id)));
  registerRoute(app, R.agencyResidents, async (req) => ok(await agencies.residents(req.user, req.query)));
  registerRoute(app, R.residentSummary, async (req) =>
    ok(await agencies.residentSummary(req.user, req.query.senior_id, req.query.account_id)),
  );
}
