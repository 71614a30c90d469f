import {
  ReportParametersSchema,
  reportType,
  type ReportFrequencyValue,
  type ScheduleRow,
  type ScheduleRunRow,
} from "@care/contracts";
import type { Prisma } from "@care/db";

export const scheduleInclude = {
  creator: { select: { firstName: true, lastName: true } },
} satisfies Prisma.ReportScheduleInclude;

export type ScheduleWithCreator = Prisma.ReportScheduleGetPayload<{ include: typeof scheduleInclude }>;

export function toScheduleRow(s: ScheduleWithCreator): ScheduleRow {
  const parsed = ReportParametersSchema.safeParse(s.params);
  return {
    id: s.id,
    report_type: s.type,
    report_title: reportType(s.type)?.title ?? s.type,
    parameters: parsed.success ? parsed.data : {},
    frequency: (s.frequency ?? "daily") as ReportFrequencyValue,
    time_of_day: s.timeOfDay,
    timezone: s.timezone,
    recipients: s.recipients,
    next_run_at: s.nextRunAt.toISOString(),
    last_run_at: s.lastRunAt?.toISOString() ?? null,
    creator_user_id: s.creatorId,
    creator_name: `${s.creator.firstName} ${s.creator.lastName}`,
    created_date: s.createdAt.toISOString(),
    modification_date: s.updatedAt.toISOString(),
  };
}

export function toScheduleRunRow(
  r: Prisma.ReportRunGetPayload<{ include: { report: { select: { referenceId: true } } } }>,
): ScheduleRunRow {
  return {
    run_id: r.id,
    schedule_id: r.scheduleId,
    scheduled_for: r.scheduledFor.toISOString(),
    status: r.status,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
    error: r.error,
    attempt: r.attempt,
    reference_id: r.report?.referenceId ?? null,
  };
}
