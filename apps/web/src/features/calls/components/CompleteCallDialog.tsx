import { CALL_MESSAGES } from "@care/contracts";
import { Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormDialog } from "../../../lib/forms/FormDialog";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { formatInZone, zonedParts, zonedToIso } from "../../../lib/format/zoned-time";
import { useCompleteCall } from "../api/complete-call";
import type { ScheduledCall } from "../api/get-call-schedule";
import { CompleteCallFormSchema } from "../model/complete-call-form";
import { CallDateTimeFields, CallNotesFields } from "./CallFormFields";

export interface CompleteCallDialogProps {
  call: ScheduledCall;
  /** The zone the call time is typed in: the senior's on the senior's tabs, the agent's own on /call-schedule. */
  timeZone: string;
  onClose: () => void;
}

/**
 * 'Call completed' on a due call (Scheduler and Call Schedule): records its outcome through POST
 * supervision/call-logs/outbound; the call becomes completed and appears in the Call Log. Failure shows the call
 * log failure text 'Something Went Wrong!' (spec 2 §8).
 */
export function CompleteCallDialog({ call, timeZone, onClose }: CompleteCallDialogProps): ReactNode {
  const toast = useToast();
  const save = useCompleteCall();
  const [now] = useState(() => zonedParts(Date.now(), timeZone));
  const form = useContractForm(CompleteCallFormSchema, {
    defaultValues: { date: now.date, time: now.time, care_call_notes: "", action_items: "" },
  });
  const control = form.control;

  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({
        senior_id: call.senior_id,
        account_id: call.account_id,
        call_id: call.call_id,
        call_time: zonedToIso(v.date, v.time, timeZone),
        care_call_notes: v.care_call_notes,
        action_item: v.action_items,
      });
      toast.show({ type: "success", message: CALL_MESSAGES.logged });
      onClose();
    } catch (err) {
      setServerErrors(err, form.setError, { call_time: "time", action_item: "action_items" });
      toast.show({ type: "error", message: CALL_MESSAGES.logFailed });
    }
  });

  return (
    <FormDialog
      titleId="complete-call-title"
      title="Call Completed"
      formLabel="Call completed"
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={save.isPending}
    >
      <Typography variant="body2" data-testid="complete-call-summary">
        {`${call.callee_name} · ${formatInZone(call.start_time, timeZone)} · ${call.call_reason ?? "-"} · ${
          call.careagent_name
        }`}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <CallDateTimeFields control={control} timeZone={timeZone} max={now.date} />
      </Stack>
      <CallNotesFields control={control} />
    </FormDialog>
  );
}
