import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from "@mui/material";
import type { ReactNode } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { BREAK_GLASS, BreakGlassReasonSchema } from "@care/contracts";

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

  return (
    <Dialog open onClose={onCancel} aria-labelledby="break-glass-title" fullWidth maxWidth="sm">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="break-glass-title">{BREAK_GLASS.title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained">
            Continue
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
