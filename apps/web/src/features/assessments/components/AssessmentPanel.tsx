import {
  ASSESSMENT_MESSAGES,
  checkAnswers,
  fallsSectionLine,
  type AssessmentAction,
  formToBlocks,
} from "@care/contracts";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import {
  useAssessmentAction,
  useAssessmentForm,
  useAssessmentRecord,
  type AssessmentFormData,
  type AssessmentRecordData,
  type AssessmentResponseData,
} from "../api/assessments";
import { answersToSend, type Answer, type Answers } from "../model/form-model";
import { showsPercent, type AssessmentKind } from "../model/kinds";
import { ACTION_MESSAGES, LOAD_FAILED } from "../model/messages";
import { AssessmentFormView } from "./AssessmentFormView";
import { AssessmentHistory } from "./AssessmentHistory";
import { ResponsePrint } from "./ResponsePrint";
import { RecordHeaderView } from "./RecordHeaderView";
import { SubmitLaterDialog } from "./SubmitLaterDialog";

/**
 * One assessment of the senior (spec 2 §2, §4): the stored response's header and the API's scores, the form in its
 * answer styles, Save / Submit / Submit Later / Reset, a print view, and the history (6 a page). Every action
 * answers the new record, which reloads the editor; the history and status follow.
 */
export function AssessmentPanel({ kind, senior }: { kind: AssessmentKind; senior: SeniorRef }): ReactNode {
  const record = useAssessmentRecord(kind.group, senior);
  const response = record.data?.response ?? null;
  // A submitted response on an older version: the next one is answered on the live form.
  const needsLive = !!response && response.status === "submit" && record.data?.live_version !== response.form_version;
  const live = useAssessmentForm(kind.group, null, needsLive);
  if (record.isError || live.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!record.data || (needsLive && !live.data)) {
    return <CircularProgress aria-label={`Loading ${kind.label}`} />;
  }
  const form = needsLive ? live.data : record.data.form;
  if (!form) return <Alert severity="info">{ASSESSMENT_MESSAGES.notEnabled}</Alert>;
  // Keyed by what the API holds: every action's answer starts the editor again from the stored response.
  const stamp = `${response?.response_id ?? "new"}:${response?.updated_date ?? ""}:${form.version_number}`;
  return <AssessmentEditor key={stamp} kind={kind} senior={senior} record={record.data} form={form} />;
}

function AssessmentEditor({
  kind,
  senior,
  record,
  form,
}: {
  kind: AssessmentKind;
  senior: SeniorRef;
  record: AssessmentRecordData;
  form: AssessmentFormData;
}): ReactNode {
  const response = record.response;
  const [answers, setAnswers] = useState<Answers>(() => response?.answers ?? {});
  const [dirty, setDirty] = useState(false);
  const [later, setLater] = useState(false);
  const [printing, setPrinting] = useState<AssessmentResponseData | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const act = useAssessmentAction(kind.group, senior);
  const toast = useToast();
  useUnsavedChangesWarning(dirty);

  const onAnswer = (id: string, a: Answer): void => {
    setAnswers((prev) => ({ ...prev, [id]: a }));
    setDirty(true);
  };

  const run = async (action: AssessmentAction, publishDateTime?: string): Promise<void> => {
    const body = answersToSend(formToBlocks(form.form), answers);
    // The API checks too; here the user learns before the round trip which questions still need an answer.
    if (action === "submit" || action === "submit_later") {
      const issues = checkAnswers(formToBlocks(form.form), body, { complete: true, version: form.version_number });
      setProblems(issues.map((i) => i.reason));
      if (issues.length > 0) {
        setLater(false);
        return;
      }
    }
    await act.mutateAsync({ action, answers: body, formVersion: form.version_number, publishDateTime }).then(
      () => {
        setDirty(false);
        setLater(false);
        toast.show({ type: "success", message: ACTION_MESSAGES[action] });
      },
      () => undefined, // the error dialog has said why
    );
  };

  if (printing) {
    return (
      <Box>
        <Button className="care-no-print" onClick={() => setPrinting(null)} sx={{ mb: 1 }}>
          Back to the form
        </Button>
        <ResponsePrint kind={kind} senior={senior} preferredName={record.header.preferredName} response={printing} />
      </Box>
    );
  }

  const busy = act.isPending;
  const scores = response?.scores ?? null;
  const onOlderVersion = response && response.form_version !== form.version_number;
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "flex-start", gap: 2 }}>
          {response ? (
            <RecordHeaderView header={record.header} />
          ) : (
            <Typography color="text.secondary">No {kind.label} has been saved for this member yet.</Typography>
          )}
          {response && (
            <Button variant="outlined" onClick={() => setPrinting(response)}>
              Print View
            </Button>
          )}
        </Stack>
      </Paper>
      {onOlderVersion && (
        <Alert severity="info">
          The last response answered version {response.form_version}; this form is version {form.version_number}.
        </Alert>
      )}
      <AssessmentFormView
        blocks={formToBlocks(form.form)}
        answers={answers}
        labels={form.options}
        onAnswer={onAnswer}
        scores={onOlderVersion ? null : scores}
        sectionLine={kind.printType === "falls" ? fallsSectionLine : undefined}
        disabled={busy}
      />
      {scores && (
        <Box>
          <Typography variant="h6" component="p" data-testid="total-score">
            Total Score: {scores.total}
            {showsPercent(kind) && scores.percent !== null ? ` (${scores.percent}%)` : ""}
            {scores.interpretation ? ` — ${scores.interpretation}` : ""}
          </Typography>
          {scores.scale_note && <Typography color="text.secondary">{scores.scale_note}</Typography>}
        </Box>
      )}
      {problems.length > 0 && (
        <Alert severity="warning" onClose={() => setProblems([])}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap" }}>
        <Button variant="outlined" disabled={busy} onClick={() => void run("save")}>
          Save
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void run("submit")}>
          Submit
        </Button>
        {kind.group !== "wellness-survey" && (
          <Button variant="outlined" disabled={busy} onClick={() => setLater(true)}>
            Submit Later
          </Button>
        )}
        <Button color="inherit" disabled={busy || !response} onClick={() => void run("reset")}>
          Reset
        </Button>
      </Stack>
      <AssessmentHistory kind={kind} senior={senior} onOpen={setPrinting} />
      {later && (
        <SubmitLaterDialog
          title="Submit Later"
          confirmLabel="Submit Later"
          busy={busy}
          onConfirm={(iso) => void run("submit_later", iso)}
          onClose={() => setLater(false)}
        />
      )}
    </Stack>
  );
}
