import { Alert, Box, CircularProgress, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useAssessmentStatus } from "../../../lib/shared/assessment-status";
import { StatusTable } from "../components/StatusTable";
import { statusLink } from "../model/status-links";
import { LOAD_FAILED } from "../model/messages";

/** Onboarding info → Assessments (spec 2 §2, §3): the senior's status of every assessment, due ones marked. */
export function AssessmentStatusTab({ senior }: { senior: SeniorRef }): ReactNode {
  const { roles } = useAuth();
  const status = useAssessmentStatus(senior);
  if (status.isError) return <Alert severity="error">{LOAD_FAILED}</Alert>;
  if (!status.data) return <CircularProgress aria-label="Loading assessment status" />;
  return (
    <Box component="section" aria-labelledby="assessment-status-title">
      <Typography id="assessment-status-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Assessment Status
      </Typography>
      {status.data.incomplete && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Some assessments are due for this member.
        </Alert>
      )}
      <StatusTable label="Assessment status" rows={status.data.items} linkOf={(r) => statusLink(senior, r, roles)} />
    </Box>
  );
}
