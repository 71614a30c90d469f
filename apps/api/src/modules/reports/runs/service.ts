import { randomUUID } from "node:crypto";
import {
  PAGE_SIZES,
  QUEUES,
  REPORT_MESSAGES,
  reportType,
  reportTypesFor,
  type AccessClaims,
  type CreateReportInput,
  type ReportRow,
  type ReportStatusValue,
  type ReportTypeRow,
} from "@care/contracts";
import type { Prisma, PrismaClient } from "@care/db";
import { signedGetUrl, type OutboxMessage, type Storage } from "@care/infra";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest, notFound } from "../../../errors.js";
import { readableReports, reportTenant, requireTypeAccess, runRefusal, scopedParameters } from "../scope.js";
import { decodeReportCursor, encodeReportCursor } from "./cursor.js";
import { missingScopeIds, pageReports, reportColumns, toReportRow } from "./repo.js";

export interface ReportRunDeps {
  prisma: PrismaClient;
  storage: Storage;
  /** Lifetime of a download URL in seconds (config REPORT_DOWNLOAD_TTL_S). */
  downloadTtlS: number;
  transactWithJobs: FastifyInstance["transactWithJobs"];
}

export interface ReportCreated {
  reference_id: string;
  status: ReportStatusValue;
}

export interface ReportRunService {
  types(user: AccessClaims): ReportTypeRow[];
  create(user: AccessClaims, input: CreateReportInput): Promise<ReportCreated>;
  list(
    user: AccessClaims,
    q: { last_evaluated_key?: string; report_type?: string; status?: ReportStatusValue },
  ): Promise<{ items: ReportRow[]; last_evaluated_key: string | null }>;
  download(
    user: AccessClaims,
    referenceId: string,
  ): Promise<{ presigned_url: string; expires_in_s: number; file_name: string }>;
  retry(user: AccessClaims, id: string): Promise<ReportCreated>;
}

/** The job that builds one report; written with the row it is about (accepted means durable). */
export const buildJob = (reportId: string): OutboxMessage => ({
  queue: QUEUES.reports,
  payload: { report_id: reportId },
});

export function createReportRunService(deps: ReportRunDeps): ReportRunService {
  const { prisma, storage, transactWithJobs, downloadTtlS } = deps;

  return {
    types(user) {
      return reportTypesFor(user.roles).map((t) => ({
        key: t.key,
        title: t.title,
        area: t.area,
        parameters: [...t.parameters],
        required: [...t.required],
        available: t.available,
      }));
    },

    async create(user, input) {
      const def = reportType(input.report_type);
      if (!def)
        throw badRequest(REPORT_MESSAGES.unknownType, [
          { field: "body.report_type", reason: REPORT_MESSAGES.unknownType },
        ]);
      const access = requireTypeAccess(user, def.key);
      if (!def.available) throw new AppError("CONFLICT", REPORT_MESSAGES.notAvailable);
      const params = scopedParameters(access, input.parameters);
      const missing = await missingScopeIds(prisma, params);
      if (missing.length > 0) {
        throw badRequest(
          `${missing.join(", ")} not found`,
          missing.map((field) => ({ field: `body.parameters.${field}`, reason: "not found" })),
        );
      }
      const id = randomUUID();
      await transactWithJobs(async (tx) => {
        await tx.report.create({
          data: {
            id,
            referenceId: id,
            type: def.key,
            creatorId: user.sub,
            // What the caller reads now; the worker sets it again from the requester as they are at build time.
            facilityView: access.facilityView,
            ...reportColumns(params),
          },
        });
        return { result: null, jobs: [buildJob(id)] };
      });
      return { reference_id: id, status: "in_progress" };
    },

    async list(user, q) {
      let after = null;
      if (q.last_evaluated_key !== undefined) {
        after = decodeReportCursor(q.last_evaluated_key);
        if (!after) {
          throw badRequest(REPORT_MESSAGES.invalidKey, [{ field: "query.last_evaluated_key", reason: "not a cursor" }]);
        }
      }
      const where: Prisma.ReportWhereInput = {
        AND: [
          readableReports(user),
          q.report_type ? { type: q.report_type } : {},
          q.status ? { status: q.status } : {},
        ],
      };
      const size = PAGE_SIZES.reports;
      const rows = await pageReports(prisma, where, after, size + 1);
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return {
        items: page.map(toReportRow),
        last_evaluated_key: rows.length > size && last ? encodeReportCursor(last) : null,
      };
    },

    async download(user, referenceId) {
      const report = await prisma.report.findFirst({
        where: { AND: [{ referenceId }, reportTenant(user)] },
      });
      // Another tenant's report answers exactly like a missing one, so ids cannot be probed.
      if (!report) throw new AppError("NOT_FOUND", REPORT_MESSAGES.notFound);
      // One of the tenant the caller may not read (any more): refused, and told why.
      const refusal = runRefusal(user, report);
      if (refusal) throw new AppError("FORBIDDEN", refusal);
      if (report.status !== "success" || !report.s3Key) throw new AppError("CONFLICT", REPORT_MESSAGES.notReady);
      return {
        presigned_url: await signedGetUrl(storage, report.s3Key, downloadTtlS),
        expires_in_s: downloadTtlS,
        file_name: `${report.type}-${report.referenceId}.xlsx`,
      };
    },

    /**
     * A failed run starts again: the report goes back to in_progress (error cleared) and its build job is written
     * in the same transaction. A schedule-history run also counts the attempt. Only failed runs: retrying one that
     * is still running or done would build a second file for nothing.
     */
    async retry(user, id) {
      const tenant = reportTenant(user);
      const run = await prisma.reportRun.findFirst({ where: { id, report: tenant } });
      const report = run?.reportId
        ? await prisma.report.findUnique({ where: { id: run.reportId } })
        : await prisma.report.findFirst({ where: { AND: [{ referenceId: id }, tenant] } });
      if (!report) throw notFound("Report run");
      const refusal = runRefusal(user, report);
      if (refusal) throw new AppError("FORBIDDEN", refusal);
      if (report.status !== "failed" && run?.status !== "failed") {
        throw new AppError("CONFLICT", REPORT_MESSAGES.retryNotFailed);
      }
      await transactWithJobs(async (tx) => {
        await tx.report.update({ where: { id: report.id }, data: { status: "in_progress", error: null } });
        if (run) {
          await tx.reportRun.update({
            where: { id: run.id },
            data: { status: "in_progress", error: null, finishedAt: null, attempt: { increment: 1 } },
          });
        } else {
          await tx.reportRun.updateMany({
            where: { reportId: report.id },
            data: { status: "in_progress", error: null, finishedAt: null, attempt: { increment: 1 } },
          });
        }
        return { result: null, jobs: [buildJob(report.id)] };
      });
      return { reference_id: report.referenceId, status: "in_progress" };
    },
  };
}
