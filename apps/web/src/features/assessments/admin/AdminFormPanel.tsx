import { ASSESSMENT_MESSAGES, type EditableAssessmentGroup, formToBlocks } from "@care/contracts";
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from "@mui/material";
import { useRef, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useUnsavedChangesWarning } from "../../../lib/forms/unsaved-changes";
import { useFormEditorState, useSaveForm, type EditorState } from "../api/admin-forms";
import { formatDateTime } from "../components/format";
import { SubmitLaterDialog } from "../components/SubmitLaterDialog";
import type { Block } from "../model/form-model";
import type { AssessmentKind } from "../model/kinds";
import { LOAD_FAILED } from "../model/messages";
import { AdminFormHistory } from "./AdminFormHistory";
import { FormEditor, formIsComplete } from "./FormEditor";

/** The admin editor of one kind's form: its state, save draft, publish now or at a time, and the version history. */
export function AdminFormPanel({ kind, group }: { kind: AssessmentKind; group: EditableAssessmentGroup }): ReactNode {
  const state = useFormEditorState(group);
  if (state.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!state.data) return <CircularProgress aria-label={`Loading ${kind.label} form`} />;
  const base = state.data.draft ?? state.data.current;
  return (
    <Stack spacing={3}>
      <EditorSummary state={state.data} />
      {base ? (
        <AdminFormEditor key={`${base.form_id}:${base.version_number}`} group={group} base={formToBlocks(base.form)} />
      ) : (
        <Alert severity="info">{ASSESSMENT_MESSAGES.notEnabled}</Alert>
      )}
      <AdminFormHistory kind={kind} group={group} />
    </Stack>
  );
}

function EditorSummary({ state }: { state: EditorState }): ReactNode {
  const { current, draft, scheduled } = state;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Form versions">
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 600 }} data-testid="live-version">
          {current
            ? `Live: version ${current.version_number}, published ${formatDateTime(current.publish_date_time)}` +
              (current.updated_by_name || current.created_by_name
                ? ` by ${current.updated_by_name ?? current.created_by_name}`
                : "")
            : "No published version"}
        </Typography>
        {scheduled && (
          <Typography variant="body2" color="text.secondary">
            Version {scheduled.version_number} publishes {formatDateTime(scheduled.publish_date_time)}
          </Typography>
        )}
        {draft && (
          <Typography variant="body2" color="text.secondary">
            You are editing the open draft (saved {formatDateTime(draft.created_date)}).
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

type Action = "save" | "publish" | "publish_later";
const DONE: Readonly<Record<Action, string>> = {
  save: ASSESSMENT_MESSAGES.formSaved,
  publish: ASSESSMENT_MESSAGES.formPublished,
  publish_later: ASSESSMENT_MESSAGES.formScheduled,
};

function AdminFormEditor({ group, base }: { group: EditableAssessmentGroup; base: readonly Block[] }): ReactNode {
  const [blocks, setBlocks] = useState<Block[]>(() => [...base]);
  const [dirty, setDirty] = useState(false);
  const [later, setLater] = useState(false);
  const save = useSaveForm(group);
  const toast = useToast();
  const counter = useRef(0);
  useUnsavedChangesWarning(dirty);
  const complete = formIsComplete(blocks);
  const busy = save.isPending;

  const run = async (action: Action, publishDateTime?: string): Promise<void> => {
    await save.mutateAsync({ action: action === "save" ? "save" : "publish", form: blocks, publishDateTime }).then(
      () => {
        setDirty(false);
        setLater(false);
        toast.show({ type: "success", message: DONE[action] });
      },
      () => undefined, // the error dialog has said why
    );
  };

  return (
    <Box>
      <FormEditor
        blocks={blocks}
        disabled={busy}
        // Unique in the form and within the contract's id pattern (letters, digits, '-', '_', ≤ 40).
        newQuestionId={() => `q${Date.now().toString(36)}${(counter.current += 1)}`}
        onChange={(next) => {
          setBlocks(next);
          setDirty(true);
        }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" disabled={!complete || busy} onClick={() => void run("save")}>
          Save Draft
        </Button>
        <Button variant="contained" disabled={!complete || busy} onClick={() => void run("publish")}>
          Publish Now
        </Button>
        <Button variant="outlined" disabled={!complete || busy} onClick={() => setLater(true)}>
          Publish Later
        </Button>
      </Stack>
      {later && (
        <SubmitLaterDialog
          title="Publish Later"
          confirmLabel="Publish Later"
          busy={busy}
          onConfirm={(iso) => void run("publish_later", iso)}
          onClose={() => setLater(false)}
        />
      )}
    </Box>
  );
}
