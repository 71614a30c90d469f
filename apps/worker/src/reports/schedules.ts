import { randomUUID } from "node:crypto";
import { QUEUES, ReportParametersSchema, reportType, type ReportFrequencyValue } from "@care/contracts";
import { Prisma, type ReportSchedule } from "@care/db";
import { nextScheduledRun, scheduledPeriod } from "@care/time";
import type { WorkerDeps } from "../deps.js";
import { buildReport } from "./run.js";

// Report schedules are BullMQ job schedulers (one per schedule row, id report-schedule-<id>): Redis holds one next
// job per scheduler whichever number of worker processes consume the queue, so a schedule fires once per tick. The
// run row's unique (schedule_id, scheduled_for) is the second guard: a tick handed out twice builds one report.

export const schedulerId = (scheduleId: string): string => `report-schedule-${scheduleId}`;
const SCHEDULER_PREFIX = "report-schedule-";

/** A 5-field cron for the frequency at HH:mm: daily, Mondays (weeks start Monday, spec 3 §9), or the 1st. */
export function cronPattern(frequency: ReportFrequencyValue, timeOfDay: string): string {
  const [hh, mm] = timeOfDay.split(":").map(Number) as [number, number];
  if (frequency === "daily") return `${mm} ${hh} * * *`;
  if (frequency === "weekly") return `${mm} ${hh} * * 1`;
  return `${mm} ${hh} 1 * *`;
}

/** How a schedule row becomes a cron pattern; tests pass one that fires every second. */
export type PatternFor = (s: ReportSchedule) => string;
export const defaultPattern: PatternFor = (s) => cronPattern(s.frequency ?? "daily", s.timeOfDay);

/** Brings one schedule's job scheduler in line with its row: upserted while it exists and is active, else removed. */
export async function syncSchedule(deps: WorkerDeps, scheduleId: string, patternFor: PatternFor): Promise<void> {
  const queue = deps.queues[QUEUES.reports];
  const s = await deps.prisma.reportSchedule.findUnique({ where: { id: scheduleId } });
  if (!s || !s.isActive) {
    await queue.removeJobScheduler(schedulerId(scheduleId));
    return;
  }
  await queue.upsertJobScheduler(
    schedulerId(s.id),
    { pattern: patternFor(s), tz: s.timezone },
    { name: "scheduled-report", data: { schedule_id: s.id } },
  );
}

/** At start: every active schedule gets its scheduler, and schedulers whose schedule is gone are removed. */
export async function syncAllSchedules(deps: WorkerDeps, patternFor: PatternFor): Promise<void> {
  const queue = deps.queues[QUEUES.reports];
  const rows = await deps.prisma.reportSchedule.findMany({ where: { isActive: true }, select: { id: true } });
  const active = new Set(rows.map((r) => schedulerId(r.id)));
  for (const r of rows) await syncSchedule(deps, r.id, patternFor);
  for (const existing of await queue.getJobSchedulers(0, -1)) {
    // A scheduler removed while the list is read comes back as a hole.
    const key = (existing as { key?: string } | undefined)?.key;
    if (key?.startsWith(SCHEDULER_PREFIX) && !active.has(key)) await queue.removeJobScheduler(key);
  }
}

/**
 * A schedule fired for `scheduledForMs`: the run and its report (schedule flag true, dates the period before the
 * tick) are created once, then built. A second delivery of the same tick finds the run and only builds what is not
 * built yet.
 */
export async function fireSchedule(deps: WorkerDeps, scheduleId: string, scheduledForMs: number): Promise<void> {
  const { prisma } = deps;
  const s = await prisma.reportSchedule.findUnique({ where: { id: scheduleId } });
  if (!s) {
    await deps.queues[QUEUES.reports].removeJobScheduler(schedulerId(scheduleId));
    return;
  }
  const scheduledFor = new Date(scheduledForMs);
  const frequency = s.frequency ?? "daily";
  const def = reportType(s.type);
  const parsed = ReportParametersSchema.safeParse(s.params);
  const params = parsed.success ? parsed.data : {};
  const period = def?.parameters.includes("from_date") ? scheduledPeriod(frequency, scheduledForMs, s.timezone) : null;
  const reportId = await prisma
    .$transaction(async (tx) => {
      const existing = await tx.reportRun.findUnique({
        where: { scheduleId_scheduledFor: { scheduleId, scheduledFor } },
      });
      if (existing) return existing.reportId;
      const id = randomUUID();
      await tx.report.create({
        data: {
          id,
          referenceId: id,
          type: s.type,
          isScheduled: true,
          creatorId: s.creatorId,
          fromDate: period ? new Date(`${period.from}T00:00:00Z`) : null,
          toDate: period ? new Date(`${period.to}T00:00:00Z`) : null,
          corporationId: params.corporation_id ?? null,
          facilityId: params.facility_id ?? null,
          zone: params.zone ?? null,
          memberType: params.member_type ?? null,
          questionnaireNo: params.questionnaire_no ?? null,
          shift: params.shift ?? null,
        },
      });
      await tx.reportRun.create({ data: { scheduleId, scheduledFor, reportId: id } });
      await tx.reportSchedule.update({
        where: { id: scheduleId },
        data: {
          lastRunAt: scheduledFor,
          nextRunAt: new Date(
            nextScheduledRun(frequency, s.timeOfDay, s.timezone, Math.max(Date.now(), scheduledForMs)),
          ),
        },
      });
      return id;
    })
    .catch(async (err: unknown) => {
      // Two deliveries of one tick raced past the lookup: the other created the run; build what it created.
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === "P2002") {
        const run = await prisma.reportRun.findUnique({
          where: { scheduleId_scheduledFor: { scheduleId, scheduledFor } },
        });
        return run?.reportId ?? null;
      }
      throw err;
    });
  if (reportId) await buildReport(deps, reportId);
}
