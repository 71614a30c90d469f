import { z } from "zod";
import { ZONES } from "../constants.js";
import { EmailField, FIELD_MESSAGES, IsoDateField, TimeField, checkDateRange } from "../fields.js";
import { keyPaged, paged, pagingQuery } from "../paged.js";
import { defineRoute } from "../route.js";
import {
  QUESTIONNAIRE_NUMBERS,
  REPORT_AREAS,
  REPORT_MAX_RANGE_DAYS,
  REPORT_MESSAGES,
  REPORT_PARAMETERS,
  REPORT_ROLES,
  REPORT_SHIFTS,
  reportType,
  type ReportParameter,
} from "../reports/catalogue.js";
import { MEMBER_TYPE_LABELS, type MemberTypeValue } from "./members.js";
import { TimezoneSchema } from "./care-insights-vitals.js";

// Reports (spec 3 §3 'Report', §7 report create / list / download, schedule-report CRUD, history and retry; issue 19).
// A run is a row of `report`; the worker builds its xlsx into S3. Paths are the issue's (the spec shows none).

const MEMBER_TYPES = Object.keys(MEMBER_TYPE_LABELS) as [MemberTypeValue, ...MemberTypeValue[]];

export const REPORT_STATUSES = ["success", "in_progress", "failed"] as const;
export type ReportStatusValue = (typeof REPORT_STATUSES)[number];

export const REPORT_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
export type ReportFrequencyValue = (typeof REPORT_FREQUENCIES)[number];

/** A schedule tells at most this many addresses that a run's file is ready (a link to the portal, not the file). */
export const REPORT_RECIPIENTS_MAX = 20;
/**
 * The default lifetime of a download URL: short, because whoever holds the URL can read the file. The API reads
 * the lifetime from its configuration (REPORT_DOWNLOAD_TTL_S, default this value) and answers it as expires_in_s.
 */
export const REPORT_DOWNLOAD_TTL_S = 300;

const DAY_MS = 86_400_000;

/** The filters of a report; which ones a type reads is in its catalogue entry (REPORT_TYPES[].parameters). */
export const ReportParametersSchema = z
  .object({
    from_date: IsoDateField.optional(),
    to_date: IsoDateField.optional(),
    corporation_id: z.uuid().optional(),
    facility_id: z.uuid().optional(),
    zone: z.enum(ZONES).optional(),
    member_type: z.enum(MEMBER_TYPES).optional(),
    questionnaire_no: z.coerce
      .number()
      .int()
      .min(Math.min(...QUESTIONNAIRE_NUMBERS))
      .max(Math.max(...QUESTIONNAIRE_NUMBERS))
      .optional(),
    shift: z.enum(REPORT_SHIFTS).optional(),
  })
  .strict()
  .superRefine(checkDateRange("from_date", "to_date"))
  .superRefine((p, ctx) => {
    if (p.from_date === undefined || p.to_date === undefined || p.from_date > p.to_date) return;
    const days = (Date.parse(p.to_date) - Date.parse(p.from_date)) / DAY_MS + 1;
    if (days > REPORT_MAX_RANGE_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["to_date"],
        message: `A report covers at most ${REPORT_MAX_RANGE_DAYS} days`,
      });
    }
  });
export type ReportParameters = z.infer<typeof ReportParametersSchema>;

/**
 * The catalogue's rules for one type, as field errors: a known key, only the parameters it accepts, and its required
 * ones. Shared by the create body and the schedule body so the portal's dialog gives the same texts as the API.
 * `dated`: false for schedules, whose dates each run computes from the frequency (so none may be given).
 */
function checkAgainstCatalogue(dated: boolean) {
  return (value: { report_type: string; parameters: ReportParameters }, ctx: z.RefinementCtx): void => {
    const def = reportType(value.report_type);
    if (!def) {
      ctx.addIssue({ code: "custom", path: ["report_type"], message: REPORT_MESSAGES.unknownType });
      return;
    }
    for (const name of Object.keys(value.parameters) as ReportParameter[]) {
      const scheduledDate = !dated && (name === "from_date" || name === "to_date");
      if (!def.parameters.includes(name) || scheduledDate) {
        ctx.addIssue({
          code: "custom",
          path: ["parameters", name],
          message: REPORT_MESSAGES.parameterNotAccepted(name, def.key),
        });
      }
    }
    if (!dated) return;
    for (const name of def.required) {
      if (value.parameters[name] === undefined) {
        ctx.addIssue({ code: "custom", path: ["parameters", name], message: FIELD_MESSAGES.required });
      }
    }
  };
}

const ReportTypeField = z.string().trim().min(1, FIELD_MESSAGES.required).max(64);

export const CreateReportBody = z
  .object({ report_type: ReportTypeField, parameters: ReportParametersSchema.default({}) })
  .superRefine(checkAgainstCatalogue(true));
export type CreateReportInput = z.infer<typeof CreateReportBody>;

export const ReportTypeSchema = z.object({
  key: z.string(),
  title: z.string(),
  area: z.enum(REPORT_AREAS),
  parameters: z.array(z.enum(REPORT_PARAMETERS)),
  required: z.array(z.enum(REPORT_PARAMETERS)),
  /** false: listed, but POST answers 409 'This report is not available yet' (a type the worker cannot build yet). */
  available: z.boolean(),
});
export type ReportTypeRow = z.infer<typeof ReportTypeSchema>;

/** One run in the reports list (spec 3 §3 'Report' fields; report_url / presigned_url come from the download). */
export const ReportRowSchema = z.object({
  reference_id: z.string(),
  report_type: z.string(),
  report_title: z.string(),
  /** YYYY-MM-DD, null for types without dates. */
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  corporation_id: z.string().nullable(),
  corporation_name: z.string().nullable(),
  facility_id: z.string().nullable(),
  facility_name: z.string().nullable(),
  zone: z.enum(ZONES).nullable(),
  member_type: z.enum(MEMBER_TYPES).nullable(),
  questionnaire_no: z.number().int().nullable(),
  shift: z.enum(REPORT_SHIFTS).nullable(),
  creator_user_id: z.string().nullable(),
  creator_name: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  /** ISO instants. */
  created_date: z.string(),
  modification_date: z.string(),
  schedule: z.boolean(),
  /** Why a failed run failed; null otherwise. */
  error: z.string().nullable(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportListQuery = z.object({
  /** The opaque key of the previous page's answer; a forged one is a 400 (REPORT_MESSAGES.invalidKey). */
  last_evaluated_key: z.string().max(200).optional(),
  report_type: ReportTypeField.optional(),
  status: z.enum(REPORT_STATUSES).optional(),
});

export const ReportCreatedSchema = z.object({
  reference_id: z.string(),
  status: z.enum(REPORT_STATUSES),
});

export const ReportDownloadQuery = z.object({ reference_id: z.uuid() });
export const ReportDownloadSchema = z.object({
  /** A GET URL of the xlsx, valid for expires_in_s seconds. */
  presigned_url: z.string(),
  expires_in_s: z.number().int(),
  file_name: z.string(),
});

export const ScheduleBody = z
  .object({
    report_type: ReportTypeField,
    /** The filters without dates: each run covers the period before it (docs/reports.md "Schedules"). */
    parameters: ReportParametersSchema.default({}),
    frequency: z.enum(REPORT_FREQUENCIES),
    /** HH:mm, 24-hour, in `timezone`. Weekly runs on Mondays (weeks start Monday, spec 3 §9), monthly on the 1st. */
    time_of_day: TimeField,
    timezone: TimezoneSchema,
    recipients: z.array(EmailField).max(REPORT_RECIPIENTS_MAX).default([]),
  })
  .superRefine(checkAgainstCatalogue(false));
export type ScheduleInput = z.infer<typeof ScheduleBody>;

export const ScheduleRowSchema = z.object({
  id: z.string(),
  report_type: z.string(),
  report_title: z.string(),
  parameters: ReportParametersSchema,
  frequency: z.enum(REPORT_FREQUENCIES),
  time_of_day: z.string(),
  timezone: z.string(),
  recipients: z.array(z.string()),
  /** ISO instants. */
  next_run_at: z.string(),
  last_run_at: z.string().nullable(),
  creator_user_id: z.string(),
  creator_name: z.string(),
  created_date: z.string(),
  modification_date: z.string(),
});
export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

export const ScheduleIdParams = z.object({ id: z.uuid() });

/** One execution of a schedule (schedule history). */
export const ScheduleRunRowSchema = z.object({
  run_id: z.string(),
  schedule_id: z.string(),
  /** The nominal time the schedule fired for (ISO). */
  scheduled_for: z.string(),
  status: z.enum(REPORT_STATUSES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  error: z.string().nullable(),
  attempt: z.number().int(),
  /** The run's report: download it with GET /api/reports/download?reference_id=. */
  reference_id: z.string().nullable(),
});
export type ScheduleRunRow = z.infer<typeof ScheduleRunRowSchema>;

/** A schedule-history run id, or an on-demand report's reference_id: both are runs that can fail. */
export const RunIdParams = z.object({ id: z.uuid() });

const SCHEDULE_PAGING = pagingQuery(20, 100);

export const reportRoutes = {
  reportTypes: defineRoute({
    operationId: "listReportTypes",
    method: "GET",
    path: "/api/reports/types",
    service: "reports",
    summary: "The report types the caller may run: those whose routes' data their roles read (tiles by area, 6 a row)",
    access: REPORT_ROLES,
    readAudit: false, // the catalogue: no health data
    data: z.array(ReportTypeSchema),
  }),
  createReport: defineRoute({
    operationId: "createReport",
    method: "POST",
    path: "/api/reports",
    service: "reports",
    summary: "Start a report: the run row and its job are written in one transaction; the worker builds the xlsx",
    access: REPORT_ROLES,
    seniorWrite: false, // filters over many seniors, never one senior's record
    body: CreateReportBody,
    data: ReportCreatedSchema,
  }),
  listReports: defineRoute({
    operationId: "listReports",
    method: "GET",
    path: "/api/reports",
    service: "reports",
    summary: "On-demand report runs (schedule flag false), newest first, 20 a page with last_evaluated_key",
    access: REPORT_ROLES,
    readAudit: false, // run metadata, not health data; the download is audited
    querystring: ReportListQuery,
    data: keyPaged(ReportRowSchema),
  }),
  downloadReport: defineRoute({
    operationId: "downloadReport",
    method: "GET",
    path: "/api/reports/download",
    service: "reports",
    summary: "A short-lived S3 GET URL of a finished report (404 outside the caller's scope)",
    access: REPORT_ROLES,
    readAudit: true, // the file holds many seniors' health data
    querystring: ReportDownloadQuery,
    data: ReportDownloadSchema,
  }),
  createSchedule: defineRoute({
    operationId: "createReportSchedule",
    method: "POST",
    path: "/api/reports/schedules",
    service: "reports",
    summary: "Schedule a report daily, weekly or monthly at a time of day in a time zone",
    access: REPORT_ROLES,
    seniorWrite: false,
    body: ScheduleBody,
    data: ScheduleRowSchema,
  }),
  listSchedules: defineRoute({
    operationId: "listReportSchedules",
    method: "GET",
    path: "/api/reports/schedules",
    service: "reports",
    summary: "Report schedules in the caller's scope, newest first",
    access: REPORT_ROLES,
    readAudit: false,
    querystring: SCHEDULE_PAGING,
    data: paged(ScheduleRowSchema),
  }),
  updateSchedule: defineRoute({
    operationId: "updateReportSchedule",
    method: "PUT",
    path: "/api/reports/schedules/:id",
    service: "reports",
    summary: "Edit a schedule (its timing takes effect from the next run)",
    access: REPORT_ROLES,
    seniorWrite: false,
    params: ScheduleIdParams,
    body: ScheduleBody,
    data: ScheduleRowSchema,
  }),
  deleteSchedule: defineRoute({
    operationId: "deleteReportSchedule",
    method: "DELETE",
    path: "/api/reports/schedules/:id",
    service: "reports",
    summary: "Stop and remove a schedule; the reports it produced stay downloadable",
    access: REPORT_ROLES,
    seniorWrite: false,
    params: ScheduleIdParams,
    data: z.object({ id: z.string() }),
  }),
  scheduleHistory: defineRoute({
    operationId: "listReportScheduleHistory",
    method: "GET",
    path: "/api/reports/schedules/:id/history",
    service: "reports",
    summary: "The runs of one schedule, newest first",
    access: REPORT_ROLES,
    readAudit: false,
    params: ScheduleIdParams,
    querystring: SCHEDULE_PAGING,
    data: paged(ScheduleRunRowSchema),
  }),
  retryRun: defineRoute({
    operationId: "retryReportRun",
    method: "POST",
    path: "/api/reports/runs/:id/retry",
    service: "reports",
    summary: "Run a failed report again (a schedule-history run id or an on-demand report's reference_id)",
    access: REPORT_ROLES,
    seniorWrite: false,
    params: RunIdParams,
    data: ReportCreatedSchema,
  }),
} as const;
