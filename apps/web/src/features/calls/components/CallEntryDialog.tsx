import { CALL_MESSAGES, CALL_REASONS, CallReasonField, MESSAGE_MAX_LENGTH, requiredText } from "@care/contracts";
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { z } from "zod";
import type { CallEntryTarget } from "../../../lib/call-entry/call-entry-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { formatPhone } from "../../../lib/format/phone";
import { formatInZone } from "../../../lib/format/zoned-time";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { useCallEntryEvent, useRecordCallEntry, type CallEntryEvent } from "../api/call-entry";

/** What a call entry is when nobody says otherwise. */
export const DEFAULT_CALL_TYPE = "Phone Call";

const CallEntryFormSchema = z.object({
  call_type: requiredText(50),
  call_reason: z
    .union([CallReasonField, z.literal("")])
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  duration: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : Number(v)))
    .pipe(z.number({ error: "must be a number of minutes" }).int().min(1).max(480).optional()),
  care_call_notes: requiredText(MESSAGE_MAX_LENGTH),
});

function Detail({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Box>
  );
}

function CallEntryForm({ event, onClose }: { event: CallEntryEvent; onClose: () => void }): ReactNode {
  const toast = useToast();
  const record = useRecordCallEntry();
  const form = useContractForm(CallEntryFormSchema, {
    defaultValues: {
      call_type: event.callType ?? DEFAULT_CALL_TYPE,
      call_reason: "",
      duration: "",
      care_call_notes: "",
    },
  });
  const zone = event.seniorTimezone;
  const onSubmit = form.handleSubmit(async (v) => {
    try {
      await record.mutateAsync({
        senior_id: event.seniorId,
        account_id: event.accountId,
        alarm_id: event.alarmId ?? undefined,
        call_type: v.call_type,
        call_reason: v.call_reason,
        start_time: event.startTime,
        duration: v.duration,
        care_call_notes: v.care_call_notes,
      });
      toast.show({ type: "success", message: CALL_MESSAGES.callEntryRecorded });
      onClose();
    } catch (err) {
      // Field errors land on the form; anything else has reached the error dialog already.
      setServerErrors(err, form.setError);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Call entry">
      <DialogContent>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: "wrap", mb: 3 }}>
          <Detail label="Full Name" value={event.fullName} />
          <Detail label="Senior Mobile" value={formatPhone(event.seniorMobile)} />
          <Detail label="Last Alert Time" value={formatInZone(event.lastAlertTime, zone)} />
          <Detail label="Last Call Time" value={formatInZone(event.lastCallTime, zone)} />
        </Stack>
        <Stack spacing={2}>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
            <FormTextField control={form.control} name="call_type" label="Call Type" required fullWidth size="small" />
            <FormSelectField
              control={form.control}
              name="call_reason"
              label="Call Reason"
              fullWidth
              size="small"
              options={Object.values(CALL_REASONS)}
              emptyOption={event.alarmId ? "From the alarm" : "Other"}
            />
            <FormTextField
              control={form.control}
              name="duration"
              label="Duration (minutes)"
              type="number"
              fullWidth
              size="small"
            />
          </Stack>
          <FormTextField
            control={form.control}
            name="care_call_notes"
            label="Notes"
            required
            multiline
            minRows={3}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={record.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * The call-entry popup (spec 2 §3 'Call entry event'): full name, senior mobile, last alert and last call time,
 * the call type and notes; saving records a call log and a call_entry care insight.
 */
export function CallEntryDialog({ target, onClose }: { target: CallEntryTarget; onClose: () => void }): ReactNode {
  const event = useCallEntryEvent({
    senior_id: target.seniorId,
    account_id: target.accountId,
    alarm_id: target.alarmId,
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="call-entry-title">
      <DialogTitle id="call-entry-title">Call Entry</DialogTitle>
      {event.data ? (
        <CallEntryForm event={event.data} onClose={onClose} />
      ) : (
        <DialogContent>
          {event.isError ? (
            <Typography color="error">{CALL_MESSAGES.logFailed}</Typography>
          ) : (
            <CircularProgress aria-label="Loading the call entry" />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
