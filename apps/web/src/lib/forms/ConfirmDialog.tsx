import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import { useId, type ReactNode } from "react";

export interface ConfirmDialogProps {
  /** Shown while true; a dialog mounted only while it asks can leave it out. */
  open?: boolean;
  /** The question (the dialog is labelled by it: tests and screen readers find the dialog by this name). */
  title: string;
  /** What the step does, and what it keeps. */
  text: ReactNode;
  /** The confirm button's text: the step's verb (Delete, Deny, Unlink, Submit). */
  confirmLabel: string;
  /** A step that removes or refuses something: the confirm button is red. */
  danger?: boolean;
  /** Disables both buttons while the step runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before a step the user should not take by accident. */
export function ConfirmDialog({
  open = true,
  title,
  text,
  confirmLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps): ReactNode {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={danger ? "error" : "primary"} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
