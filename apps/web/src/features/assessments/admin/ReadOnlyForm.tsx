import { formToBlocks } from "@care/contracts";
import { Alert, CircularProgress, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useAssessmentForm } from "../api/assessments";
import { AssessmentFormView } from "../components/AssessmentFormView";
import type { AssessmentKind } from "../model/kinds";
import { LOAD_FAILED } from "../model/messages";

/** A kind whose form has no editor in the API: its live version, read-only. */
export function ReadOnlyForm({ kind }: { kind: AssessmentKind }): ReactNode {
  const form = useAssessmentForm(kind.group, null);
  if (form.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!form.data) return <CircularProgress aria-label={`Loading ${kind.label} form`} />;
  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Version {form.data.version_number} of the {kind.label} form is live. This form is not edited here.
      </Alert>
      <AssessmentFormView
        blocks={formToBlocks(form.data.form)}
        labels={form.data.options}
        answers={{}}
        onAnswer={() => undefined}
        disabled
      />
    </Stack>
  );
}
