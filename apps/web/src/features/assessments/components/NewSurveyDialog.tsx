import { APPLICATION_CODES, ASSESSMENT_MESSAGES, NOTES_MAX_LENGTH, formToBlocks } from "@care/contracts";
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  TextField,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useAssessmentForm } from "../api/assessments";
import { useSaveWellnessSurvey } from "../api/wellness-surveys";
import { answersToSend, type Answers } from "../model/form-model";
import { LOAD_FAILED } from "../model/messages";
import { AssessmentFormView } from "./AssessmentFormView";

/**
 * Today's wellness survey for the senior: the live wellness-survey form, notes (≤ 500, spec 2 §5) and whether it is
 * complete. A second completed survey the same day is refused with 2032.3001, said here in the dialog.
 */
export function NewSurveyDialog({ senior, onClose }: { senior: SeniorRef; onClose: () => void }): ReactNode {
  const form = useAssessmentForm("wellness-survey", null);
  const save = useSaveWellnessSurvey(senior);
  const toast = useToast();
  const [answers, setAnswers] = useState<Answers>({});
  const [notes, setNotes] = useState("");
  const [completed, setCompleted] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const submit = async (): Promise<void> => {
    if (!form.data) return;
    setError(null);
    await save
      .mutateAsync({
        formVersion: form.data.version_number,
        answers: answersToSend(formToBlocks(form.data.form), answers),
        notes,
        completed,
      })
      .then(
        () => {
          toast.show({ type: "success", message: ASSESSMENT_MESSAGES.surveySaved });
          onClose();
        },
        (err: { status?: number; message?: string }) =>
          setError(
            err.status === APPLICATION_CODES.multipleSurvey
              ? ASSESSMENT_MESSAGES.multipleSurvey
              : (err.message ?? "Something went wrong"),
          ),
      );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="new-survey-title">
      <DialogTitle id="new-survey-title">New Wellness Survey</DialogTitle>
      <DialogContent dividers>
        {form.isError && <Alert severity="error">{LOAD_FAILED}</Alert>}
        {!form.data && !form.isError && <CircularProgress aria-label="Loading survey form" />}
        {form.data && (
          <AssessmentFormView
            blocks={formToBlocks(form.data.form)}
            labels={form.data.options}
            answers={answers}
            onAnswer={(id, a) => setAnswers((prev) => ({ ...prev, [id]: a }))}
            disabled={save.isPending}
          />
        )}
        <TextField
          label="Notes"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          helperText={`${notes.length}/${NOTES_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: NOTES_MAX_LENGTH } }}
        />
        <FormControlLabel
          control={<Checkbox checked={completed} onChange={(e) => setCompleted(e.target.checked)} />}
          label="Survey completed"
        />
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={!form.data || save.isPending} onClick={() => void submit()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
