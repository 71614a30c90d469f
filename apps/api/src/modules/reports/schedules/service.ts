import {
  END_OFFSET,
  QUEUES,
  REPORT_MESSAGES,
  reportType,
  type AccessClaims,
  type ScheduleInput,
  type ScheduleRow,
  type ScheduleRunRow,
} from "@care/contracts";
import type { PrismaClient } from "@care/db";
import type { OutboxMessage } from "@care/infra";
import { nextScheduledRun } from "@care/time";
import type { FastifyInstance } from "fastify";
import { AppError, badRequest } from "../../../errors.js";
import { missingScopeIds } from "../runs/repo.js";
import { requireTypeAccess, scheduleVisibility, scopedParameters } from "../scope.js";
import { scheduleInclude, toScheduleRow, toScheduleRunRow } from "./repo.js";

export interface ScheduleDeps {
  prisma: PrismaClient;
  transactWithJobs: FastifyInstance["transactWithJobs"];
}

interface Page<T> {
  items: T[];
  total: number;
  next_offset: number;
}

export interface ReportScheduleService {
  create(user: AccessClaims, input: ScheduleInput): Promise<ScheduleRow>;
  list(user: AccessClaims, q: { offset: number; limit: number }): Promise<Page<ScheduleRow>>;
  update(user: AccessClaims, id: string, input: ScheduleInput): Promise<ScheduleRow>;
  remove(user: AccessClaims, id: string): Promise<{ id: string }>;
  history(user: AccessClaims, id: string, q: { offset: number; limit: number }): Promise<Page<ScheduleRunRow>>;
}

/** The worker brings the schedule's BullMQ job scheduler in line with the row (created, changed or removed). */
const syncJob = (scheduleId: string): OutboxMessage => ({
  queue: QUEUES.reports,
  payload: { sync_schedule_id: scheduleId },
});

const notFound = (): AppError => new AppError("NOT_FOUND", REPORT_MESSAGES.scheduleNotFound);

export function createReportScheduleService(deps: ScheduleDeps): ReportScheduleService {
  const { prisma, transactWithJobs } = deps;

  /** The checks of a create or an edit; returns the columns to store. */
  async function columns(user: AccessClaims, input: ScheduleInput) {
    const def = reportType(input.report_type);
    if (!def)
      throw badRequest(REPORT_MESSAGES.unknownType, [
        { field: "body.report_type", reason: REPORT_MESSAGES.unknownType },
      ]);
    // A schedule the caller could not read a run of is refused now, not at its first run (the worker checks the
    // schedule's owner again at every run: roles and facilities change).
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
    return {
      type: def.key,
      params,
      frequency: input.frequency,
      timeOfDay: input.time_of_day,
      timezone: input.timezone,
      recipients: input.recipients,
      nextRunAt: new Date(nextScheduledRun(input.frequency, input.time_of_day, input.timezone, Date.now())),
    };
  }

  async function visible(user: AccessClaims, id: string): Promise<{ id: string }> {
    const found = await prisma.reportSchedule.findFirst({
      where: { AND: [{ id }, scheduleVisibility(user)] },
      select: { id: true },
    });
    if (!found) throw notFound();
    return found;
  }

  return {
    async create(user, input) {
      const data = await columns(user, input);
      return transactWithJobs(async (tx) => {
        const row = await tx.reportSchedule.create({
          data: { ...data, creatorId: user.sub },
          include: scheduleInclude,
        });
        return { result: toScheduleRow(row), jobs: [syncJob(row.id)] };
      });
    },

    async list(user, q) {
      const where = scheduleVisibility(user);
      const [rows, total] = await Promise.all([
        prisma.reportSchedule.findMany({
          where,
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          skip: q.offset,
          take: q.limit,
          include: scheduleInclude,
        }),
        prisma.reportSchedule.count({ where }),
      ]);
      const next = q.offset + rows.length;
      return { items: rows.map(toScheduleRow), total, next_offset: next < total ? next : END_OFFSET };
    },

    async update(user, id, input) {
      await visible(user, id);
      const data = await columns(user, input);
      return transactWithJobs(async (tx) => {
        const row = await tx.reportSchedule.update({ where: { id }, data, include: scheduleInclude });
        return { result: toScheduleRow(row), jobs: [syncJob(row.id)] };
      });
    },

    async remove(user, id) {
      await visible(user, id);
      // The runs go with the schedule (cascade); their reports stay, downloadable from the reports they are.
      await transactWithJobs(async (tx) => {
        await tx.reportSchedule.delete({ where: { id } });
        return { result: null, jobs: [syncJob(id)] };
      });
      return { id };
    },

    async history(user, id, q) {
      await visible(user, id);
      const where = { scheduleId: id };
      const [rows, total] = await Promise.all([
        prisma.reportRun.findMany({
          where,
          orderBy: [{ scheduledFor: "desc" }, { id: "desc" }],
          skip: q.offset,
          take: q.limit,
          include: { report: { select: { referenceId: true } } },
        }),
        prisma.reportRun.count({ where }),
      ]);
      const next = q.offset + rows.length;
      return { items: rows.map(toScheduleRunRow), total, next_offset: next < total ? next : END_OFFSET };
    },
  };
}
