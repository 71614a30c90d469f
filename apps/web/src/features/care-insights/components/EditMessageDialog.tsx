import { MESSAGE_MAX_LENGTH } from "@care/contracts";
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { useState, type ReactNode } from "react";

/** The reviewer's edit of a message before approving it (approve with edit; at most 2000 characters). */
export function EditMessageDialog({
  initial,
  busy,
  onSave,
  onClose,
}: {
  initial: string;
  busy: boolean;
  onSave: (message: string) => void;
  onClose: () => void;
}): ReactNode {
  const [message, setMessage] = useState(initial);
  const blank = message.trim() === "";
  return (
    <Dialog open onClose={onClose} aria-labelledby="edit-title" maxWidth="sm" fullWidth>
      <DialogTitle id="edit-title">Approve with Edit</DialogTitle>
      <DialogContent sx={{ pt: "8px !important" }}>
        <TextField
          label="Message"
          required
          fullWidth
          multiline
          minRows={4}
          value={message}
          onChange={(e) => setMessage(e.target.value.slice(0, MESSAGE_MAX_LENGTH))}
          error={blank}
          helperText={blank ? "Required Field" : `${message.length}/${MESSAGE_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy || blank} onClick={() => onSave(message.trim())}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}
