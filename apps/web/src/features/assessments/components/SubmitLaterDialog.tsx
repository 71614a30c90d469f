import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from "@mui/material";
import { format, isValid, parseISO } from "date-fns";
import { useState, type ReactNode } from "react";

export interface SubmitLaterDialogProps {
  title: string;
  /** What the confirm button says. */
  confirmLabel: string;
  busy?: boolean;
  onConfirm: (publishIso: string) => void;
  onClose: () => void;
}

const LOCAL_MINUTE = "yyyy-MM-dd'T'HH:mm";

/**
 * Picks the publish date-time of Submit Later (and of an admin's publish-at-a-time): a moment in the future, in the
 * user's own clock, sent as an ISO instant.
 */
export function SubmitLaterDialog({
  title,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: SubmitLaterDialogProps): ReactNode {
  const [value, setValue] = useState("");
  const [now] = useState(() => new Date());
  const chosen = value ? parseISO(value) : null;
  const valid = chosen !== null && isValid(chosen) && chosen.getTime() > now.getTime();
  const error = value !== "" && !valid;
  return (
    <Dialog open onClose={onClose} aria-labelledby="submit-later-title">
      <DialogTitle id="submit-later-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          type="datetime-local"
          label="Publish Date & Time"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error}
          helperText={error ? "Choose a date and time in the future" : " "}
          required
          sx={{ mt: 1 }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: format(now, LOCAL_MINUTE) } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!valid || busy} onClick={() => chosen && onConfirm(chosen.toISOString())}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
