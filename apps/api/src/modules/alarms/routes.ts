import type { FastifyInstance } from "fastify";
import { AlarmMessages, DEFAULT_SUCCESS_MESSAGE, alarmRoutes } from "@care/contracts";
import { ok } from "../../http/envelope.js";
import { registerRoute } from "../../http/register-route.js";
import type { AlarmService } from "./service.js";

/**
 * The alarm list, take/close, delivery acknowledgements, an alarm's responder details and timeline, and the SOS and
 * fall histories (spec 2 §7 'Alarms and location', spec 3 §7; issue 27).
 */
export function registerAlarmRoutes(app: FastifyInstance, alarms: AlarmService): void {
  registerRoute(app, alarmRoutes.listAlarms, async (request) =>
    ok(
      await alarms.list(request.user, {
        statuses: request.query.statuses ?? [{ status: "pending" }],
        limit: request.query.limit,
        after: request.query.after,
      }),
    ),
  );

  registerRoute(app, alarmRoutes.updateAlarm, async (request) => {
    const event = await alarms.update(request.user, request.body);
    return ok(event, request.body.status === "assigned" ? AlarmMessages.taken : AlarmMessages.closed);
  });

  registerRoute(app, alarmRoutes.alarmDetails, async (request) =>
    ok(await alarms.details(request.user, request.query), DEFAULT_SUCCESS_MESSAGE),
  );

  registerRoute(app, alarmRoutes.alarmDelivered, async (request) =>
    ok(await alarms.delivered(request.user, request.body.alarm_id), DEFAULT_SUCCESS_MESSAGE),
  );

  registerRoute(app, alarmRoutes.alarmTimeline, async (request) =>
    ok(await alarms.timeline(request.user, request.query), DEFAULT_SUCCESS_MESSAGE),
  );

  registerRoute(app, alarmRoutes.listSos, async (request) =>
    ok(await alarms.history(request.user, "sos", request.query), DEFAULT_SUCCESS_MESSAGE),
  );

  registerRoute(app, alarmRoutes.listFallDetection, async (request) =>
    ok(await alarms.history(request.user, "fall", request.query), DEFAULT_SUCCESS_MESSAGE),
  );
}
