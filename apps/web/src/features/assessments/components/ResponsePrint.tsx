import { formToBlocks } from "@care/contracts";
import { Alert, CircularProgress } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useAssessmentForm, type AssessmentResponseData } from "../api/assessments";
import { useSeniorFullName } from "../api/senior-name";
import type { AssessmentKind } from "../model/kinds";
import { LOAD_FAILED } from "../model/messages";
import { AssessmentPrint } from "../print/AssessmentPrint";

/** The print view of one stored response, on the form version it answered. */
export function ResponsePrint({
  kind,
  senior,
  preferredName,
  response,
}: {
  kind: AssessmentKind;
  senior: SeniorRef;
  /** Used while the full name is unknown. */
  preferredName: string | null;
  response: AssessmentResponseData;
}): ReactNode {
  const form = useAssessmentForm(kind.group, response.form_version);
  const fullName = useSeniorFullName(senior);
  if (form.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!form.data) return <CircularProgress aria-label="Loading print view" />;
  return (
    <AssessmentPrint
      kind={kind}
      seniorName={fullName ?? preferredName}
      blocks={formToBlocks(form.data.form)}
      labels={form.data.options}
      answers={response.answers}
      scores={response.scores}
    />
  );
}
