import { z } from "zod";
import { ROSTER_LIMITS, RosterMemberRowSchema, RosterRowErrorSchema } from "./routes/roster-import.js";

/**
 * Queue names and job payloads shared by the producers (API) and the processors (worker).
 * Producers never enqueue inside a transaction: they write an outbox row in the same transaction as the data,
 * enqueue after the commit with jobId = outbox id, and the worker's outbox relay re-enqueues any row that was
 * not confirmed (Redis down, process killed). BullMQ drops a second job with the same jobId, and processors
 * are idempotent, so a relayed duplicate does nothing twice.
 */
export const QUEUES = {
  evaluateReadings: "evaluate-readings",
  alarmFanout: "alarm-fanout",
  alarmEscalation: "alarm-escalation",
  alarmChain: "alarm-chain",
  insightFanout: "insight-fanout",
  reports: "reports",
  rosterImport: "roster-import",
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const EvaluateReadingsJobSchema = z.object({
  senior_id: z.string(),
  device_id: z.string(),
  /** Late readings (older than LATE_READING_WINDOW_S when received) are stored and shown but never alert. */
  late: z.boolean(),
  readings: z.array(z.object({ metric: z.string(), ts: z.string(), value: z.number() })).max(5000),
});
export type EvaluateReadingsJob = z.infer<typeof EvaluateReadingsJobSchema>;

export const AlarmFanoutJobSchema = z.object({
  alarm_id: z.string(),
  /** Why this publication happens: a new alarm, a staff member took it, it was closed, or nobody took it. */
  reason: z.enum(["raised", "assigned", "closed", "escalated"]),
});
export type AlarmFanoutJob = z.infer<typeof AlarmFanoutJobSchema>;

export const AlarmEscalationJobSchema = z.object({ alarm_id: z.string(), level: z.number().int().min(1) });
export type AlarmEscalationJob = z.infer<typeof AlarmEscalationJobSchema>;

/**
 * alarm-chain {alarm_id, step}: run step `step` (an index into ALARM_CHAIN_STEPS) of an alarm nobody took in time,
 * if it is still pending; each step, once settled (sent, or failed after its retries), queues the next.
 */
export const AlarmChainJobSchema = z.object({
  alarm_id: z.string(),
  step: z.number().int().min(0).max(9),
  /** Why the chain started: nobody took it within ALARM_CHAIN_AFTER_S, or nobody responsible was connected. */
  reason: z.enum(["timeout", "nobody_watching"]),
});
export type AlarmChainJob = z.infer<typeof AlarmChainJobSchema>;

export const InsightFanoutJobSchema = z.object({
  care_insight_id: z.string(),
  event: z.enum([
    "trigger",
    "approve-alert",
    "alert-action-notification",
    "approve-summary",
    "summary-action-notification",
    "milestone",
    "facility-summary-action-notification",
  ]),
});
export type InsightFanoutJob = z.infer<typeof InsightFanoutJobSchema>;

/**
 * The reports queue (docs/reports.md): build one report; a schedule fired (the payload of its BullMQ job scheduler);
 * bring one schedule's job scheduler in line with its row after a create, edit or delete; or mail a scheduled
 * report's recipients that it is ready (written with the run's success).
 */
export const ReportJobSchema = z.union([
  z.object({ report_id: z.string() }).strict(),
  z.object({ schedule_id: z.string() }).strict(),
  z.object({ sync_schedule_id: z.string() }).strict(),
  z.object({ notify_report_id: z.string() }).strict(),
]);
export type ReportJob = z.infer<typeof ReportJobSchema>;

/**
 * roster-import: upsert a checked roster's valid rows by member id (docs/roster-import.md). The job carries its rows
 * (no table holds an import) and who asked, whose name its audit rows carry; `facility_id` is a facility agent's
 * facility, the only one whose members the job may change.
 */
export const RosterImportJobSchema = z.object({
  import_id: z.uuid(),
  file_name: z.string().max(300),
  requested_by: z.uuid(),
  requested_by_email: z.string().nullable(),
  requested_by_roles: z.array(z.string()).max(10),
  facility_id: z.uuid().nullable(),
  /** Rows of the file, and those the check at the start refused (reported with the result, never written). */
  rows_in_file: z.number().int(),
  refused: z.array(RosterRowErrorSchema).max(ROSTER_LIMITS.maxRows * 20),
  rows: z.array(RosterMemberRowSchema).max(ROSTER_LIMITS.maxRows),
  started_at: z.string(),
});
export type RosterImportJob = z.infer<typeof RosterImportJobSchema>;

/** Payload schema per queue, so the outbox relay can validate what it re-enqueues. */
export const QUEUE_PAYLOADS = {
  [QUEUES.evaluateReadings]: EvaluateReadingsJobSchema,
  [QUEUES.alarmFanout]: AlarmFanoutJobSchema,
  [QUEUES.alarmEscalation]: AlarmEscalationJobSchema,
  [QUEUES.alarmChain]: AlarmChainJobSchema,
  [QUEUES.insightFanout]: InsightFanoutJobSchema,
  [QUEUES.reports]: ReportJobSchema,
  [QUEUES.rosterImport]: RosterImportJobSchema,
} as const;
