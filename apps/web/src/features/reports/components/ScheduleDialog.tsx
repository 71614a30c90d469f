import {
  ACCOUNT_TIMEZONES,
  DEFAULT_TIMEZONE,
  REPORT_FREQUENCIES,
  REPORT_MESSAGES,
  reportType,
  type ReportTypeDefinition,
} from "@care/contracts";
import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { ApiError } from "../../../lib/api/api-error";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { useFormDialog } from "../../../lib/forms/use-form-dialog";
import type { Schedule } from "../api/list-schedules";
import { useSaveSchedule } from "../api/save-schedule";
import { blankParameterValues, parameterFields, parameterValuesOf } from "../model/parameter-fields";
import {
  FREQUENCY_LABELS,
  ScheduleFormSchema,
  type ScheduleFormInput,
  type ScheduleFormOutput,
} from "../model/report-forms";
import { ParameterInputs } from "./ParameterInputs";
import { RecipientsField } from "./RecipientsField";

/** The viewer's own zone when it is one the portal offers, else the service's default. */
function browserTimezone(): string {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (ACCOUNT_TIMEZONES as readonly string[]).includes(own) ? own : DEFAULT_TIMEZONE;
}

function defaults(schedule: Schedule | null, firstType: string): ScheduleFormInput {
  if (!schedule) {
    return {
      report_type: firstType,
      parameters: blankParameterValues(),
      frequency: "daily",
      time_of_day: "",
      timezone: browserTimezone(),
      recipients: [],
    };
  }
  return {
    report_type: schedule.report_type,
    parameters: parameterValuesOf(schedule.parameters),
    frequency: schedule.frequency,
    time_of_day: schedule.time_of_day,
    timezone: schedule.timezone,
    recipients: schedule.recipients,
  };
}

const FREQUENCY_HELP = "Weekly runs on Mondays, monthly on the 1st";

/**
 * Create or edit a schedule: the report type, its filters (no dates: each run covers the period before it), the
 * frequency, the time of day in a time zone and the recipients. The contract's ScheduleBody checks it all.
 */
export function ScheduleDialog({
  schedule,
  types,
  onClose,
}: {
  /** null: a new schedule. */
  schedule: Schedule | null;
  /** The types the user may schedule. */
  types: readonly ReportTypeDefinition[];
  onClose: () => void;
}): ReactNode {
  const save = useSaveSchedule(schedule?.id ?? null);
  const form = useContractForm(ScheduleFormSchema, { defaultValues: defaults(schedule, types[0]?.key ?? "") });
  const typeKey = useWatch({ control: form.control, name: "report_type" }) as string;
  const type = reportType(typeKey);
  const fields = type ? parameterFields(type, { dated: false }) : [];

  const dialog = useFormDialog(form, {
    save: (body) => save.mutateAsync(body as ScheduleFormOutput),
    success: schedule ? REPORT_MESSAGES.scheduleUpdated : REPORT_MESSAGES.scheduleCreated,
    onClose,
    // A cancelled call (the dialog closed under it) has nothing to say.
    onError: (err, toastError) => {
      if (!(err instanceof ApiError && err.kind === "canceled")) toastError();
    },
  });

  const title = schedule ? "Edit Schedule" : "Add Schedule";
  // A schedule saved in a zone the list does not offer keeps it.
  const zones = [...new Set<string>([...ACCOUNT_TIMEZONES, ...(schedule ? [schedule.timezone] : [])])];
  return (
    <FormDialog titleId="schedule-title" title={title} disableCancelWhileSubmitting {...dialog}>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2 }}>
        <FormSelectField
          size="small"
          control={form.control}
          name="report_type"
          label="Report Type"
          required
          sx={{ gridColumn: "1 / -1" }}
          options={types.map((t) => ({ value: t.key, label: t.title }))}
        />
        <ParameterInputs fields={fields} control={form.control} setValue={form.setValue} />
        <FormSelectField
          size="small"
          control={form.control}
          name="frequency"
          label="Frequency"
          required
          helperText={FREQUENCY_HELP}
          options={REPORT_FREQUENCIES}
          optionLabel={(f) => FREQUENCY_LABELS[f]}
        />
        <FormTextField
          size="small"
          type="time"
          control={form.control}
          name="time_of_day"
          label="Time of Day"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormSelectField
          size="small"
          control={form.control}
          name="timezone"
          label="Timezone"
          required
          options={zones}
        />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <RecipientsField control={form.control} name="recipients" label="Recipients" />
        </Box>
      </Box>
    </FormDialog>
  );
}
