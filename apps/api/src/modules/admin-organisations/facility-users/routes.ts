import type { FastifyInstance } from "fastify";
import { FACILITY_USER_MESSAGES, facilityUserRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { FacilityUserService } from "./service.js";

/** GET /api/users/admin/facility-users; POST (create), DELETE (disable), PUT (enable) /api/users/admin/facility-user. */
export function registerFacilityUserRoutes(app: FastifyInstance, users: FacilityUserService): void {
  registerRoute(app, R.listFacilityUsers, async (req) => ok(await users.list(req.query)));
  registerRoute(app, R.createFacilityUser, async (req) =>
    ok(await users.create(req.body), FACILITY_USER_MESSAGES.created),
  );
  registerRoute(app, R.disableFacilityUser, async (req) =>
    ok(await users.setActive(req.query.email, false), FACILITY_USER_MESSAGES.disabled),
  );
  registerRoute(app, R.enableFacilityUser, async (req) =>
    ok(await users.setActive(req.body.email, true), FACILITY_USER_MESSAGES.enabled),
  );
}
