import { CALL_MESSAGES, CALL_REASONS } from "@care/contracts";
import { Alert, Box, Button, Stack } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useContractForm } from "../../../lib/forms/contract-form";
import { FormSelectField } from "../../../lib/forms/FormSelectField";
import { FormTextField } from "../../../lib/forms/FormTextField";
import { setServerErrors } from "../../../lib/forms/server-errors";
import { zonedParts, zonedToIso } from "../../../lib/format/zoned-time";
import type { Callee } from "../api/get-callees";
import type { CareAgentOption } from "../../../lib/shared/care-agent-list";
import type { ScheduledCall } from "../api/get-call-schedule";
import { useCheckSlot, useCreateCall, useUpdateCall } from "../api/schedule-mutations";
import { CALL_DURATIONS, conflictMessage, ScheduleFormSchema, type ScheduleFormValues } from "../model/call-form";

const REASONS = Object.values(CALL_REASONS);

export interface ScheduleCallFormProps {
  senior: SeniorRef;
  callees: readonly Callee[];
  agents: readonly CareAgentOption[];
  /** The call being moved; absent when booking a new one. */
  call?: ScheduledCall;
  /** The agent preselected for a new call (the signed-in care agent). */
  defaultAgentId?: string;
  onDone?: () => void;
}

type Availability = { kind: "free" } | { kind: "conflict"; message: string } | null;

/**
 * Book or move a call: callee, care agent, the senior's local date and time, duration and reason. 'Check
 * Availability' asks the slot check; a refused slot shows the server's conflict text (2032.3002 / 2032.3003).
 */
export function ScheduleCallForm({
  senior,
  callees,
  agents,
  call,
  defaultAgentId,
  onDone,
}: ScheduleCallFormProps): ReactNode {
  const toast = useToast();
  const create = useCreateCall();
  const update = useUpdateCall();
  const check = useCheckSlot();
  const [availability, setAvailability] = useState<Availability>(null);
  const start = call ? zonedParts(call.start_time, senior.timezone) : { date: "", time: "" };
  const form = useContractForm(ScheduleFormSchema, {
    defaultValues: {
      callee_id: call?.callee_id ?? senior.seniorId,
      careagent_id: call?.careagent_id ?? (agents.some((a) => a.userId === defaultAgentId) ? defaultAgentId : ""),
      date: start.date,
      time: start.time,
      duration: String(call?.duration ?? 30),
      call_reason: call?.call_reason ?? undefined,
    },
  });
  const control = form.control;

  const slotOf = (v: ScheduleFormValues) => ({
    callee_id: v.callee_id,
    careagent_id: v.careagent_id,
    start_time: zonedToIso(v.date, v.time, senior.timezone),
    duration: v.duration,
  });

  const fail = (err: unknown): void => {
    const conflict = conflictMessage(err);
    if (conflict) setAvailability({ kind: "conflict", message: conflict });
    else setServerErrors(err, form.setError, { start_time: "time" });
    toast.show({ type: "error", message: CALL_MESSAGES.scheduleFailed });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setAvailability(null);
    const slot = slotOf(values);
    try {
      if (call) {
        await update.mutateAsync({
          senior_id: senior.seniorId,
          account_id: senior.accountId,
          call_id: call.call_id,
          ...slot,
          call_reason: values.call_reason,
        });
        toast.show({ type: "success", message: CALL_MESSAGES.updated });
      } else {
        await create.mutateAsync({
          senior_id: senior.seniorId,
          account_id: senior.accountId,
          ...slot,
          call_reason: values.call_reason,
        });
        toast.show({ type: "success", message: CALL_MESSAGES.scheduled });
        form.reset({ ...form.getValues(), date: "", time: "" });
      }
      onDone?.();
    } catch (err) {
      fail(err);
    }
  });

  const onCheck = form.handleSubmit(async (values) => {
    setAvailability(null);
    try {
      await check.mutateAsync({ ...slotOf(values), exclude: call?.call_id });
      setAvailability({ kind: "free" });
    } catch (err) {
      const conflict = conflictMessage(err);
      if (conflict) setAvailability({ kind: "conflict", message: conflict });
      else setServerErrors(err, form.setError, { start_time: "time" });
    }
  });

  const busy = create.isPending || update.isPending || check.isPending;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={call ? "Move call" : "Schedule a call"}>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
        <FormSelectField
          control={control}
          name="callee_id"
          label="Callee"
          required
          fullWidth
          size="small"
          options={callees.map((c) => ({ value: c.id, label: c.label }))}
        />
        <FormSelectField
          control={control}
          name="careagent_id"
          label="Care Agent"
          required
          fullWidth
          size="small"
          options={agents.map((a) => ({ value: a.userId, label: a.fullName }))}
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
      </Stack>
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ mb: 2 }}>
        <FormTextField
          control={control}
          name="date"
          label={`Date (${senior.timezone})`}
          type="date"
          required
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="time"
          label="Start Time"
          type="time"
          required
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormSelectField
          control={control}
          name="duration"
          label="Duration"
          required
          fullWidth
          size="small"
          options={CALL_DURATIONS.map((d) => ({ value: String(d), label: `${d} minutes` }))}
        />
      </Stack>
      {availability?.kind === "conflict" && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="schedule-conflict">
          {availability.message}
        </Alert>
      )}
      {availability?.kind === "free" && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {CALL_MESSAGES.slotFree}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: "flex-end" }}>
        <Button variant="outlined" onClick={() => void onCheck()} disabled={busy}>
          Check Availability
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {call ? "Update Call" : "Schedule Call"}
        </Button>
      </Stack>
    </Box>
  );
}
