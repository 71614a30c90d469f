import {
  CreateReportBody,
  REPORT_PARAMETERS,
  reportType,
  ScheduleBody,
  type ReportFrequencyValue,
  type ReportParameter,
} from "@care/contracts";
import { z } from "zod";
import { parametersBody, type ParameterValues } from "./parameter-fields";

// The dialogs hold one string per input; these schemas turn them into the route's body (parametersBody: only the
// type's parameters, blanks left out) and then check it with the contract's own schema, so the dialog shows the
// API's texts ('Required Field', the from ≤ to rule of checkDateRange) on the same field names
// (`parameters.from_date`).

const ParameterInputs = z.object(
  Object.fromEntries(REPORT_PARAMETERS.map((p) => [p, z.string()])) as Record<ReportParameter, z.ZodString>,
);

const acceptedBy = (key: string): { parameters: readonly ReportParameter[] } => reportType(key) ?? { parameters: [] };

export const ReportFormSchema = z
  .object({ report_type: z.string(), parameters: ParameterInputs })
  // The contract checks the values (enums, uuids): the cast only hands its input type over.
  .transform(
    (v) =>
      ({
        report_type: v.report_type,
        parameters: parametersBody(acceptedBy(v.report_type), v.parameters),
      }) as z.input<typeof CreateReportBody>,
  )
  .pipe(CreateReportBody);
export type ReportFormInput = z.input<typeof ReportFormSchema>;
export type ReportFormOutput = z.output<typeof ReportFormSchema>;

export const ScheduleFormSchema = z
  .object({
    report_type: z.string(),
    parameters: ParameterInputs,
    frequency: z.string(),
    time_of_day: z.string(),
    timezone: z.string(),
    recipients: z.array(z.string()),
  })
  .transform(
    (v) =>
      ({
        ...v,
        parameters: parametersBody(acceptedBy(v.report_type), v.parameters, { dated: false }),
      }) as z.input<typeof ScheduleBody>,
  )
  .pipe(ScheduleBody);
export type ScheduleFormInput = z.input<typeof ScheduleFormSchema>;
export type ScheduleFormOutput = z.output<typeof ScheduleFormSchema>;

export const FREQUENCY_LABELS: Record<ReportFrequencyValue, string> = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};

export type { ParameterValues };
