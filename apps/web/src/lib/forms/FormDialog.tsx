import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type DialogProps } from "@mui/material";
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
  /** The dialog's width: "sm" unless a dialog's fields need more room (a row of three) or less. */
  maxWidth?: DialogProps["maxWidth"];
  /** The form's own accessible name, for a dialog whose form is found by name (role "form"). */
  formLabel?: string;
  /** Disables Cancel too while the save runs, for a dialog that is not left mid-save by its button. */
  disableCancelWhileSubmitting?: boolean;
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
  maxWidth = "sm",
  formLabel,
  disableCancelWhileSubmitting = false,
}: FormDialogProps): ReactNode {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby={titleId}>
      <form onSubmit={onSubmit} noValidate aria-label={formLabel}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          {secondaryAction}
          <Button onClick={onClose} disabled={disableCancelWhileSubmitting && submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={danger ? "error" : "primary"} disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
