import type { FastifyInstance } from "fastify";
import { DEFAULT_SUCCESS_MESSAGE, responseTimeRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import { responseTimes } from "./service.js";

/** The response-time figures of a period (issue 27 item 6; docs/realtime.md "Response times"). */
export function registerResponseTimeRoutes(app: FastifyInstance): void {
  registerRoute(app, responseTimeRoutes.responseTimes, async (request) =>
    ok(await responseTimes(app.prisma, request.user, request.query), DEFAULT_SUCCESS_MESSAGE),
  );
}
