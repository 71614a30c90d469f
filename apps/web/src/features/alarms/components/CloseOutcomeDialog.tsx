import { ALARM_OUTCOME_LABELS, ALARM_OUTCOMES, type AlarmOutcome } from "@care/contracts";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import type { AlarmClosing } from "../api/alarms-api";

export const OUTCOME_TEXT = {
  title: "How did the alarm end?",
  outcome: "Outcome",
  note: "Note",
  noteRequired: "Say what happened (required for Other)",
  cancel: "Cancel",
  confirm: "Close alarm",
} as const;

/** The same limit as the close body's notes (UpdateAlarmBodySchema). */
const NOTE_MAX = 500;

export interface CloseOutcomeDialogProps {
  busy: boolean;
  onCancel(): void;
  onConfirm(closing: AlarmClosing): void;
}

/**
 * Closing an alarm asks how it ended (issue 27 item 5): one of the seven outcomes, and a note, which Other requires
 * (the API answers 400 otherwise; the button stays disabled until the choice is complete, so it is never sent).
 */
export function CloseOutcomeDialog({ busy, onCancel, onConfirm }: CloseOutcomeDialogProps): ReactNode {
  const [outcome, setOutcome] = useState<AlarmOutcome | null>(null);
  const [note, setNote] = useState("");
  const trimmed = note.trim();
  const complete = outcome !== null && (outcome !== "other" || trimmed !== "");
  const confirm = (): void => {
    if (outcome === null || !complete) return;
    onConfirm({ outcome, ...(trimmed === "" ? {} : { notes: trimmed }) });
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="close-outcome-title" maxWidth="xs" fullWidth>
      <DialogTitle id="close-outcome-title">{OUTCOME_TEXT.title}</DialogTitle>
      <DialogContent>
        <FormControl component="fieldset" required>
          <FormLabel component="legend">{OUTCOME_TEXT.outcome}</FormLabel>
          <RadioGroup
            name="alarm-outcome"
            value={outcome ?? ""}
            onChange={(e) => setOutcome(e.target.value as AlarmOutcome)}
          >
            {ALARM_OUTCOMES.map((o) => (
              <FormControlLabel key={o} value={o} control={<Radio />} label={ALARM_OUTCOME_LABELS[o]} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={OUTCOME_TEXT.note}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          required={outcome === "other"}
          helperText={outcome === "other" && trimmed === "" ? OUTCOME_TEXT.noteRequired : " "}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {OUTCOME_TEXT.cancel}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={busy || !complete}>
          {OUTCOME_TEXT.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
