import type { FastifyInstance } from "fastify";
import { CALL_MESSAGES, callRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { CallSchedulerService } from "./service.js";

/** Call scheduler (spec 2 §7 'Call scheduler and call logs') and the care agent picker. */
export function registerCallSchedulerRoutes(app: FastifyInstance, calls: CallSchedulerService): void {
  registerRoute(app, R.createCallSchedule, async (request) =>
    ok(await calls.create(request.user, request.body), CALL_MESSAGES.scheduled),
  );
  registerRoute(app, R.updateCallSchedule, async (request) =>
    ok(await calls.update(request.user, request.body), CALL_MESSAGES.updated),
  );
  registerRoute(app, R.checkSchedulerSlot, async (request) =>
    ok(await calls.checkSlot(request.user, request.body), CALL_MESSAGES.slotFree),
  );
  registerRoute(app, R.calleeCallSchedule, async (request) =>
    ok(await calls.calleeSchedule(request.user, request.query)),
  );
  registerRoute(app, R.listCallSchedule, async (request) => ok(await calls.list(request.user, request.query)));
  registerRoute(app, R.careAgentList, async (request) => ok(await calls.careAgents(request.query.limit)));
}
