import { Box, Tab, Tabs, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, Navigate } from "react-router";
import { NotFoundPage } from "../../../app/errors/NotFoundPage";
import {
  CARE_INSIGHT_VIEWS,
  findSeniorTab,
  PROFILE_TABS,
  SENIOR_ASSESSMENTS,
  seniorPath,
  type SeniorRef,
} from "../../../app/routing/senior-tabs";

function Section({ title }: { title: string }): ReactNode {
  return (
    <Typography variant="h6" component="h2" data-testid="senior-section">
      {title}
    </Typography>
  );
}

/**
 * What sits under the tab bar for /{tab}/{sub}: default sub-paths redirect (assessments, care-insights), the
 * onboarding-info profile sub-tabs, and unknown sub-paths (an invalid assessment name) are not found.
 */
export function SeniorTabContent({ senior, tab, sub }: { senior: SeniorRef; tab: string; sub: string }): ReactNode {
  const spec = findSeniorTab(tab);
  if (!spec) return <NotFoundPage />;
  if (spec.defaultSubPath && !sub) return <Navigate to={seniorPath(senior, tab, spec.defaultSubPath)} replace />;

  if (tab === "onboarding-info") {
    const current = PROFILE_TABS.find((p) => p.path === (sub || PROFILE_TABS[0].path));
    if (!current) return <NotFoundPage />;
    return (
      <Box>
        <Tabs value={current.path} variant="scrollable" aria-label="Profile sections" sx={{ mb: 2 }}>
          {PROFILE_TABS.map((p) => (
            <Tab
              key={p.path}
              value={p.path}
              label={p.label}
              component={RouterLink}
              to={seniorPath(senior, tab, p.path)}
            />
          ))}
        </Tabs>
        <Section title={current.label} />
      </Box>
    );
  }
  if (tab === "assessments") {
    const current = SENIOR_ASSESSMENTS.find((a) => a.path === sub);
    return current ? <Section title={current.label} /> : <NotFoundPage />;
  }
  if (tab === "care-insights") {
    const current = CARE_INSIGHT_VIEWS.find((v) => v.path === sub);
    return current ? <Section title={current.label} /> : <NotFoundPage />;
  }
  return sub ? <NotFoundPage /> : <Section title={spec.label} />;
}
