import { WELLNESS_PLAN_MESSAGES } from "@care/contracts";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
} from "@mui/material";
import { format, parseISO } from "date-fns";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useAddGoalNote, useGoalNotes } from "../api/goal-notes";

/** The notes of one goal action up to the version shown (spec 2 §7), newest first; on the latest one, add a note. */
export function GoalNotesDialog({
  seniorId,
  goalActionId,
  title,
  version,
  latest,
  onClose,
}: {
  seniorId: string;
  goalActionId: string;
  title: string;
  version: number;
  latest: boolean;
  onClose: () => void;
}): ReactNode {
  const toast = useToast();
  const [text, setText] = useState("");
  const notes = useGoalNotes(seniorId, goalActionId, version);
  const add = useAddGoalNote(seniorId, goalActionId, version);
  const onAdd = async (): Promise<void> => {
    try {
      await add.mutateAsync(text.trim());
      setText("");
      toast.show({ type: "success", message: WELLNESS_PLAN_MESSAGES.noteSaved });
    } catch {
      // The API client's error dialog speaks.
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="goal-notes-title" maxWidth="sm" fullWidth>
      <DialogTitle id="goal-notes-title">Goal Notes</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 1, color: "text.secondary" }}>{title}</Box>
        {notes.isError && <Alert severity="error">Results could not be fetched. Please try again</Alert>}
        {notes.isPending && <CircularProgress size={24} aria-label="Loading notes" />}
        <List dense aria-label="Notes">
          {notes.data?.notes.length === 0 && <ListItem>No Records</ListItem>}
          {notes.data?.notes.map((n) => (
            <ListItem key={n.note_id}>
              <ListItemText
                primary={n.notes}
                secondary={`${n.created_by_name ?? "-"} · ${format(parseISO(n.created_date), "MM/dd/yyyy hh:mm a")}`}
              />
            </ListItem>
          ))}
        </List>
        {latest && (
          <TextField
            label="Add a note"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {latest && (
          <Button variant="contained" onClick={() => void onAdd()} disabled={text.trim() === "" || add.isPending}>
            Add Note
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
