import { CALL_DIRECTIONS, CALL_MESSAGES, CALL_PRIORITIES, CALL_REASONS, FIELD_MESSAGES } from "@care/contracts";
import { Stack } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { zonedParts, zonedToIso } from "../../../lib/format/zoned-time";
import { useSeniorHeader } from "../../../lib/shared/senior-header";
import { useCreateCallLog } from "../api/create-call-log";
import { capitalised } from "../model/call-labels";
import { CallLogFormSchema } from "../model/call-log-form";

const REASONS = Object.values(CALL_REASONS);

/** Log a call that just happened (POST supervision/call-logs/instant); failure 'Something Went Wrong!' (spec 2 §8). */
import { CallDateTimeFields, CallNotesFields } from "./CallFormFields";

export function LogCallDialog({ senior, onClose }: { senior: SeniorRef; onClose: () => void }): ReactNode {
  const toast = useToast();
  const save = useCreateCallLog();
  const [now] = useState(() => zonedParts(Date.now(), senior.timezone));
  const form = useContractForm(CallLogFormSchema, {
    defaultValues: {
      date: now.date,
      time: now.time,
      duration: "",
      call_direction: "outbound",
      call_priority: "",
      disposition: "",
      care_call_notes: "",
      action_items: "",
    },
  });
  const control = form.control;
  // Spec 2 §5 'Date should not be before onboarding date': the senior's Member Since day, in the senior's zone.
  const memberSince = useSeniorHeader(senior).data?.member_since;
  const onboarded = memberSince ? zonedParts(memberSince, senior.timezone).date : undefined;

  // Not useFormDialog: the server's call_time/start_time go on Call Time, and any failure also toasts 'logFailed'.
  const onSubmit = form.handleSubmit(async (v) => {
    if (onboarded && v.date < onboarded) {
      form.setError("date", { message: FIELD_MESSAGES.beforeOnboarding });
      return;
    }
    const at = zonedToIso(v.date, v.time, senior.timezone);
    try {
      await save.mutateAsync({
        senior_id: senior.seniorId,
        account_id: senior.accountId,
        start_time: at,
        call_time: at,
        duration: v.duration,
        call_direction: v.call_direction,
        call_reason: v.call_reason,
        call_priority: v.call_priority,
        disposition: v.disposition,
        care_call_notes: v.care_call_notes,
        action_item: v.action_items,
      });
      toast.show({ type: "success", message: CALL_MESSAGES.logged });
      onClose();
    } catch (err) {
      setServerErrors(err, form.setError, { call_time: "time", start_time: "time", action_item: "action_items" });
      toast.show({ type: "error", message: CALL_MESSAGES.logFailed });
    }
  });

  return (
    <FormDialog
      titleId="log-call-title"
      title="Log a Call"
      formLabel="Log a call"
      maxWidth="md"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={save.isPending}
    >
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <CallDateTimeFields control={control} timeZone={senior.timezone} min={onboarded} max={now.date} />
        <FormTextField
          control={control}
          name="duration"
          label="Duration (minutes)"
          type="number"
          fullWidth
          size="small"
        />
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2}>
        <FormSelectField
          control={control}
          name="call_direction"
          label="Direction"
          required
          fullWidth
          size="small"
          options={CALL_DIRECTIONS}
          optionLabel={capitalised}
        />
        <FormSelectField
          control={control}
          name="call_reason"
          label="Call Reason"
          required
          fullWidth
          size="small"
          options={REASONS}
        />
        <FormSelectField
          control={control}
          name="call_priority"
          label="Priority"
          fullWidth
          size="small"
          options={CALL_PRIORITIES}
          optionLabel={capitalised}
          emptyOption="None"
        />
      </Stack>
      <FormTextField control={control} name="disposition" label="Disposition" fullWidth size="small" />
      <CallNotesFields control={control} />
    </FormDialog>
  );
}
