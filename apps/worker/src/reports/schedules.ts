import { randomUUID } from "node:crypto";
import { QUEUES, ReportParametersSchema, reportType, type ReportFrequencyValue } from "@care/contracts";
import { Prisma, type ReportSchedule } from "@care/db";
import { localParts, nextScheduledRun, scheduledPeriod, zonedTime } from "@care/time";
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
 * The first instant at which the zone's clocks showed the same wall time as `ms`: `ms` itself, except in the hour the
 * autumn change repeats, where the second 01:30 maps to the first. The cron of a job scheduler fires at a repeated
 * time twice when its next tick is computed inside that hour (a worker that starts, or a tick handled late, at 01:10
 * after the change: cron-parser then finds 01:30 again), and both ticks are the same slot of the schedule. A time the
 * spring change skips is no concern here: cron fires it once, just after the gap (02:30 → 03:30 in New York), which
 * is also where nextScheduledRun (@care/time zonedTime) puts it.
 */
export function firstWallTimeOccurrence(ms: number, tz: string): number {
  const p = localParts(ms, tz);
  const sub = ((ms % 1000) + 1000) % 1000;
  const first = zonedTime(p.year, p.month, p.day, tz, p.hour) + p.minute * 60_000 + p.second * 1000 + sub;
  if (first >= ms) return ms;
  // Only a true repetition counts: in a zone whose change does not fall on a whole hour the hour's start may itself
  // be in a gap, and `first` is then another wall time.
  const q = localParts(first, tz);
  const same =
    q.year === p.year &&
    q.month === p.month &&
    q.day === p.day &&
    q.hour === p.hour &&
    q.minute === p.minute &&
    q.second === p.second;
  return same ? first : ms;
}

/**
 * A schedule fired for `firedAtMs`: the run and its report (schedule flag true, dates the period before the tick) are
 * created once, then built. A second delivery of the same tick, or a second tick at a wall time the autumn change
 * repeats (firstWallTimeOccurrence), finds the run and only builds what is not built yet. Whether the schedule's
 * owner may still read the report is checked when it is built (buildReport).
 */
export async function fireSchedule(deps: WorkerDeps, scheduleId: string, firedAtMs: number): Promise<void> {
  const { prisma } = deps;
  const s = await prisma.reportSchedule.findUnique({ where: { id: scheduleId } });
  if (!s) {
    await deps.queues[QUEUES.reports].removeJobScheduler(schedulerId(scheduleId));
    return;
  }
  const scheduledForMs = firstWallTimeOccurrence(firedAtMs, s.timezone);
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
