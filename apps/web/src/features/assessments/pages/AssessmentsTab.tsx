import { Box, Tab, Tabs, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { NotFoundPage } from "../../../lib/errors/NotFoundPage";
import { SENIOR_ASSESSMENTS, seniorPath, type SeniorRef } from "../../../lib/routing/senior-tabs";
import { AssessmentPanel } from "../components/AssessmentPanel";
import { KINDS_BY_SUB_PATH } from "../model/kinds";

/**
 * The senior's Assessments tab (spec 2 §2; issue 14 item 5): one sub-path per assessment, an unknown name is the
 * 404 page. A sub-path holding several kinds (ADL, member questionnaires) shows them as inner tabs.
 */
export function AssessmentsTab({ senior, sub }: { senior: SeniorRef; sub: string }): ReactNode {
  const current = SENIOR_ASSESSMENTS.find((a) => a.path === sub);
  const kinds = KINDS_BY_SUB_PATH[sub];
  const [inner, setInner] = useState(0);
  if (!current || !kinds) return <NotFoundPage />;
  const kind = kinds[Math.min(inner, kinds.length - 1)];
  return (
    <Box>
      <Tabs value={current.path} variant="scrollable" scrollButtons="auto" aria-label="Assessments" sx={{ mb: 2 }}>
        {SENIOR_ASSESSMENTS.map((a) => (
          <Tab
            key={a.path}
            value={a.path}
            label={a.label}
            component={RouterLink}
            to={seniorPath(senior, "assessments", a.path)}
            onClick={() => setInner(0)}
          />
        ))}
      </Tabs>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {current.label}
      </Typography>
      {kinds.length > 1 && (
        <Tabs value={inner} onChange={(_, v: number) => setInner(v)} aria-label={current.label} sx={{ mb: 2 }}>
          {kinds.map((k) => (
            <Tab key={k.group} label={k.label} />
          ))}
        </Tabs>
      )}
      {kind && <AssessmentPanel key={kind.group} kind={kind} senior={senior} />}
    </Box>
  );
}
