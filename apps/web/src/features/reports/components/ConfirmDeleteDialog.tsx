import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from "@mui/material";
import type { ReactNode } from "react";

/** Asks before a schedule is removed: its runs stop, the reports it made stay. */
export function ConfirmDeleteDialog(props: {
  title: string;
  text: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}): ReactNode {
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby="confirm-delete-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-delete-title">{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{props.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={props.onConfirm} disabled={props.busy}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
