import { zodResolver } from "@hookform/resolvers/zod";
import { DialogContentText, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { BREAK_GLASS, BreakGlassReasonSchema } from "@care/contracts";
import { FormDialog } from "../../lib/forms/FormDialog";

const FormSchema = z.object({ reason: BreakGlassReasonSchema });
type Form = z.input<typeof FormSchema>;

export interface BreakGlassDialogProps {
  /** The API's explanation of why a reason is needed. */
  message: string;
  onSubmit(reason: string): void;
  onCancel(): void;
}

/** 'Break-glass access': the reason for writing about a senior outside the care relationship (required, 10–500). */
export function BreakGlassDialog({ message, onSubmit, onCancel }: BreakGlassDialogProps): ReactNode {
  const form = useForm<Form, unknown, z.output<typeof FormSchema>>({
    resolver: zodResolver(FormSchema),
    mode: "onTouched",
    defaultValues: { reason: "" },
  });
  const submit = form.handleSubmit((values) => onSubmit(values.reason));

  // Nothing is saved here (the caller resends its write with the reason), so Continue is never busy.
  return (
    <FormDialog
      titleId="break-glass-title"
      title={BREAK_GLASS.title}
      submitLabel="Continue"
      onClose={onCancel}
      onSubmit={(e) => void submit(e)}
      submitting={false}
    >
      <DialogContentText>{message}</DialogContentText>
      <Controller
        name="reason"
        control={form.control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Reason"
            required
            autoFocus
            fullWidth
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: BREAK_GLASS.maxLength } }}
            error={fieldState.error !== undefined}
            helperText={
              fieldState.error?.message ??
              `${BREAK_GLASS.minLength}–${BREAK_GLASS.maxLength} characters, kept in the audit trail`
            }
          />
        )}
      />
    </FormDialog>
  );
}
