import type { FastifyInstance } from "fastify";
import { CALL_MESSAGES, callRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { CallLogService } from "./service.js";

/** Call logs (spec 2 §7 'Call scheduler and call logs'; the table is call_time newest first, spec 2 §9). */
export function registerCallLogRoutes(app: FastifyInstance, logs: CallLogService): void {
  registerRoute(app, R.instantCallLog, async (request) =>
    ok(await logs.instant(request.user, request.body), CALL_MESSAGES.logged),
  );
  registerRoute(app, R.outboundCallLog, async (request) =>
    ok(await logs.outbound(request.user, request.body), CALL_MESSAGES.logged),
  );
  registerRoute(app, R.listCallLogs, async (request) => ok(await logs.list(request.user, request.query)));
}
