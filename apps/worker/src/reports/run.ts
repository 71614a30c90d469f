import { QUEUES, reportType } from "@care/contracts";
import type { Report } from "@care/db";
import { dispatchOutbox, writeOutbox } from "@care/infra";
import type { WorkerDeps } from "../deps.js";
import type { ReportFilters } from "./definition.js";
import { checkRequester, type BuildView } from "./requester.js";
import { REPORT_DEFINITIONS } from "./types/index.js";
import { streamWorkbook } from "./workbook.js";

const ERROR_MAX = 500;
const isoDay = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** A run its requester may no longer read: failed with the reason, nothing built. */
class RefusedRun extends Error {}

/**
 * Where a report's workbook is stored. Each attempt uploads straight to it: a multipart upload (and the single PUT of
 * a small one) becomes visible only once complete, so the key never holds a partial workbook (docs/reports.md "No
 * half-written file").
 */
export const reportKey = (reportId: string): string => `reports/${reportId}.xlsx`;

export function filtersOf(r: Report, view: BuildView): ReportFilters {
  return {
    facilityView: view.facilityView,
    from: isoDay(r.fromDate),
    to: isoDay(r.toDate),
    corporationId: r.corporationId,
    facilityId: r.facilityId,
    zone: r.zone,
    memberType: r.memberType,
    questionnaireNo: r.questionnaireNo,
    shift: r.shift,
  };
}

/**
 * Builds one report. Idempotent: a finished report is left alone, so a relayed duplicate job or a stalled job that
 * BullMQ hands out again after the file was published does nothing twice; an unfinished one is built from the
 * start. Before anything is read, the requester is checked as they are now (requester.ts): a run they may no longer
 * read fails with the reason and builds nothing. A failure is recorded on the report (and its schedule run) with its
 * message; the job then ends, and the run waits for a retry (POST /api/reports/runs/:id/retry). Returns the final
 * status.
 */
export async function buildReport(deps: WorkerDeps, reportId: string): Promise<"success" | "failed" | "skipped"> {
  const report = await deps.prisma.report.findUnique({ where: { id: reportId } });
  if (!report || report.status === "success") return "skipped";
  const def = REPORT_DEFINITIONS.get(report.type as never);
  const title = reportType(report.type)?.title ?? report.type;
  try {
    if (!def) throw new Error(`Report type ${report.type} cannot be built`);
    const check = await checkRequester(deps.prisma, report);
    if (!check.ok) throw new RefusedRun(check.reason);
    const key = reportKey(report.id);
    deps.log.info({ reportId, type: report.type, key }, "report building");
    const filters = filtersOf(report, check.view);
    const rows = await streamWorkbook(deps.config.DATABASE_URL, deps.storage, def, title, filters, key);
    const outboxIds = await deps.prisma.$transaction(async (tx) => {
      await tx.report.update({
        where: { id: report.id },
        data: { status: "success", s3Key: key, error: null, facilityView: check.view.facilityView },
      });
      await tx.reportRun.updateMany({
        where: { reportId: report.id },
        data: { status: "success", error: null, finishedAt: new Date() },
      });
      // A scheduled run with recipients: the notice job is written with the success, so it is sent once the run
      // is a success and never lost (the outbox relay sends it if Redis was away).
      const mailed = await tx.reportRun.count({
        where: { reportId: report.id, schedule: { recipients: { isEmpty: false } } },
      });
      return mailed > 0 ? writeOutbox(tx, [{ queue: QUEUES.reports, payload: { notify_report_id: report.id } }]) : [];
    });
    if (outboxIds.length > 0) await dispatchOutbox(deps.prisma, deps.queues, outboxIds);
    deps.log.info({ reportId, type: report.type, rows }, "report built");
    return "success";
  } catch (err) {
    const message = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_MAX);
    if (err instanceof RefusedRun) deps.log.info({ reportId, type: report.type, reason: message }, "report refused");
    else deps.log.warn({ err, reportId, type: report.type }, "report failed");
    await deps.prisma.$transaction([
      deps.prisma.report.update({ where: { id: report.id }, data: { status: "failed", error: message } }),
      deps.prisma.reportRun.updateMany({
        where: { reportId: report.id },
        data: { status: "failed", error: message, finishedAt: new Date() },
      }),
    ]);
    return "failed";
  }
}
