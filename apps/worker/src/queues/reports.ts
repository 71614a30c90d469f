import { QUEUES } from "@care/contracts";
import type { QueueProcessor } from "../processor.js";
import { notifyRecipients } from "../reports/notify.js";
import { buildReport } from "../reports/run.js";
import { defaultPattern, fireSchedule, syncAllSchedules, syncSchedule, type PatternFor } from "../reports/schedules.js";
import { consume, requireUuid } from "./consume.js";

/** Builds at a time per process: each holds one page of rows and two upload parts (docs/reports.md). */
const CONCURRENCY = 2;

/**
 * reports: builds a report (`report_id`), runs a schedule's tick (`schedule_id`, from its BullMQ job scheduler),
 * re-syncs one schedule's job scheduler after the API changed it (`sync_schedule_id`), or mails a scheduled run's
 * recipients that its report is ready (`notify_report_id`). At start every schedule's
 * job scheduler is reconciled with the table. A job whose process died mid-way is handed out again by BullMQ's
 * stalled-job check and rebuilt from the start (the final object is only written by a finished build).
 */
export function createReportsProcessor(opts: { patternFor?: PatternFor } = {}): QueueProcessor {
  const patternFor = opts.patternFor ?? defaultPattern;
  return {
    name: QUEUES.reports,
    async init(deps) {
      await syncAllSchedules(deps, patternFor).catch((err: unknown) =>
        deps.log.warn({ err }, "report schedules not synced at start; each is synced again when edited"),
      );
      return consume(
        deps,
        QUEUES.reports,
        async (data, job) => {
          if ("report_id" in data) await buildReport(deps, requireUuid(data.report_id, "report_id"));
          else if ("schedule_id" in data) {
            const firedAt = job.opts.prevMillis ?? job.timestamp;
            await fireSchedule(deps, requireUuid(data.schedule_id, "schedule_id"), firedAt);
          } else if ("notify_report_id" in data) {
            await notifyRecipients(deps, requireUuid(data.notify_report_id, "notify_report_id"));
          } else await syncSchedule(deps, requireUuid(data.sync_schedule_id, "sync_schedule_id"), patternFor);
        },
        { concurrency: CONCURRENCY },
      );
    },
  };
}

export const reports: QueueProcessor = createReportsProcessor();
