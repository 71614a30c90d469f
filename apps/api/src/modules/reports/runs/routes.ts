import type { FastifyInstance } from "fastify";
import { REPORT_MESSAGES, reportRoutes as R } from "@care/contracts";
import { ok } from "../../../http/envelope.js";
import { registerRoute } from "../../../http/register-route.js";
import type { ReportRunService } from "./service.js";

/** Report runs (spec 3 §7 report create, list, download; retry of a failed run). */
export function registerReportRunRoutes(app: FastifyInstance, runs: ReportRunService): void {
  registerRoute(app, R.reportTypes, async (request) => ok(runs.types(request.user)));
  registerRoute(app, R.createReport, async (request) =>
    ok(await runs.create(request.user, request.body), REPORT_MESSAGES.created),
  );
  registerRoute(app, R.listReports, async (request) => ok(await runs.list(request.user, request.query)));
  registerRoute(app, R.downloadReport, async (request) =>
    ok(await runs.download(request.user, request.query.reference_id)),
  );
  registerRoute(app, R.retryRun, async (request) =>
    ok(await runs.retry(request.user, request.params.id), REPORT_MESSAGES.retried),
  );
}
