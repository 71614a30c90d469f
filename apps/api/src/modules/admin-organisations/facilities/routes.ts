import type { FastifyInstance } from "fastify";
import { ORGANISATION_MESSAGES, adminOrganisationRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { FacilityService } from "./service.js";

/** GET/POST /api/users/facilities and GET /api/users/facilities/details (beside facilities/options). */
export function registerFacilityRoutes(app: FastifyInstance, facilities: FacilityService): void {
  registerRoute(app, R.listFacilities, async (req) => ok(await facilities.list(req.query)));
  registerRoute(app, R.createFacility, async (req) =>
    ok(await facilities.create(req.body), ORGANISATION_MESSAGES.saved),
  );
  registerRoute(app, R.facilityDetails, async (req) => ok(await facilities.details(req.query)));
}
