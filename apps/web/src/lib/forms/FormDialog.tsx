import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from "@mui/material";
import type { FormEventHandler, ReactNode } from "react";

export interface FormDialogProps {
  /** The title's element id: the dialog is labelled by it (tests and screen readers find the dialog by name). */
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** The form's submit handler (react-hook-form's handleSubmit(...)). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Disables the submit button while the save runs. */
  submitting: boolean;
  /** The submit button's text. */
  submitLabel?: string;
  /** A destructive action (disable, reject, retire): the submit button is red. */
  danger?: boolean;
  /** Another action of the dialog (Clear), before Cancel. */
  secondaryAction?: ReactNode;
  /** The fields, stacked. */
  children: ReactNode;
}

/**
 * The shell of a dialog that is one form: title, the fields stacked with room for their floating labels, and
 * Cancel beside the submit button. Validation is the schema's (noValidate: no browser bubbles).
 */
export function FormDialog({
  titleId,
  title,
  onClose,
  onSubmit,
  submitting,
  submitLabel = "Save",
  danger = false,
  secondaryAction,
  children,
}: FormDialogProps): ReactNode {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {secondaryAction}
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={danger ? "error" : "primary"} disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
