import type { FastifyInstance } from "fastify";
import { facilityOptionRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { FacilityOptionService } from "./service.js";

export function registerFacilityOptionRoutes(app: FastifyInstance, options: FacilityOptionService): void {
  registerRoute(app, R.facilityOptions, async (req) => ok(await options.list(req.user)));
}
