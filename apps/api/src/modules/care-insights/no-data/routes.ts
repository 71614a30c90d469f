import type { FastifyInstance } from "fastify";
import { NO_DATA_MESSAGES, noDataRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { NoDataService } from "./service.js";

/** No-data settings: how long a senior's device may stay silent before staff are told. */
export function registerNoDataRoutes(app: FastifyInstance, noData: NoDataService): void {
  registerRoute(app, noDataRoutes.settings, async (req) => ok(await noData.settings(req.user, req.query)));
  registerRoute(app, noDataRoutes.update, async (req) =>
    ok(await noData.update(req.user, req.body), NO_DATA_MESSAGES.updated),
  );
}
