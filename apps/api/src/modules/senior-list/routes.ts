import type { FastifyInstance } from "fastify";
import { seniorListRoutes as R } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { SeniorListService } from "./service.js";

export function registerSeniorListRoutes(app: FastifyInstance, seniors: SeniorListService): void {
  registerRoute(app, R.seniorList, async (req) => ok(await seniors.list(req.user, req.query)));
  registerRoute(app, R.seniorHeader, async (req) =>
    ok(await seniors.header(req.user, req.query.senior_id, req.query.account_id)),
  );
}
