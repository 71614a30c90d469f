import type { FastifyInstance } from "fastify";
import { REPORT_MESSAGES, reportRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { ReportScheduleService } from "./service.js";

/** Schedule-report CRUD and history (spec 3 §7). */
export function registerReportScheduleRoutes(app: FastifyInstance, schedules: ReportScheduleService): void {
  registerRoute(app, R.createSchedule, async (request) =>
    ok(await schedules.create(request.user, request.body), REPORT_MESSAGES.scheduleCreated),
  );
  registerRoute(app, R.listSchedules, async (request) => ok(await schedules.list(request.user, request.query)));
  registerRoute(app, R.updateSchedule, async (request) =>
    ok(await schedules.update(request.user, request.params.id, request.body), REPORT_MESSAGES.scheduleUpdated),
  );
  registerRoute(app, R.deleteSchedule, async (request) =>
    ok(await schedules.remove(request.user, request.params.id), REPORT_MESSAGES.scheduleDeleted),
  );
  registerRoute(app, R.scheduleHistory, async (request) =>
    ok(await schedules.history(request.user, request.params.id, request.query)),
  );
}
