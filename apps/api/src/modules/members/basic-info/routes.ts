import type { FastifyInstance } from "fastify";
import { MEMBER_MESSAGES, memberRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { BasicInfoService } from "./service.js";

export function registerBasicInfoRoutes(app: FastifyInstance, basicInfo: BasicInfoService): void {
  registerRoute(app, R.basicInfo, async (req) =>
    ok(await basicInfo.get(req.user, req.query.senior_id, req.query.account_id)),
  );
  registerRoute(app, R.saveBasicInfo, async (req) =>
    ok(await basicInfo.save(req.user, req.body), MEMBER_MESSAGES.savedShort),
  );
}
