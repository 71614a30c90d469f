import type { FastifyInstance } from "fastify";
import { AlarmMessages, DEFAULT_SUCCESS_MESSAGE, supervisionRoutes } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { AlarmService } from "./service.js";

/** The alarm list, take/close, and the SOS and fall histories (spec 2 §7 'Alarms and location', spec 3 §7). */
export function registerAlarmRoutes(app: FastifyInstance, alarms: AlarmService): void {
  registerRoute(app, supervisionRoutes.listAlarms, async (request) =>
    ok(await alarms.list(request.user, request.query.statuses ?? [{ status: "pending" }], request.query.limit)),
  );

  registerRoute(app, supervisionRoutes.updateAlarm, async (request) => {
    const event = await alarms.update(request.user, request.body);
    return ok(event, request.body.status === "assigned" ? AlarmMessages.taken : AlarmMessages.closed);
  });

  registerRoute(app, supervisionRoutes.listSos, async (request) =>
    ok(await alarms.history(request.user, "sos", request.query), DEFAULT_SUCCESS_MESSAGE),
  );

  registerRoute(app, supervisionRoutes.listFallDetection, async (request) =>
    ok(await alarms.history(request.user, "fall", request.query), DEFAULT_SUCCESS_MESSAGE),
  );
}
