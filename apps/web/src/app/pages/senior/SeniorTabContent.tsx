import { Box, Tab, Tabs, Typography } from "@mui/material";
import type { ComponentType, ReactNode } from "react";
import { Link as RouterLink, Navigate } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { NotFoundPage } from "../../../lib/errors/NotFoundPage";
import { UnauthorizedPage } from "../../../lib/errors/UnauthorizedPage";
import {
  AssessmentsTab,
  CallLogTab,
  CallScheduleTab,
  CareInsightsTab,
  SchedulerTab,
  SeniorDashboardTab,
  SeniorLocationTab,
  WellnessPlanTab,
} from "../../routing/pages";
import { PROFILE_TAB_PAGES } from "../../routing/profile-tab-pages";
import {
  findSeniorTab,
  PROFILE_TABS,
  SENIOR_ASSESSMENTS,
  seniorPath,
  visibleProfileTabs,
  type SeniorRef,
} from "../../../lib/routing/senior-tabs";

/** The wellness plan, call and location tabs: one screen each, no sub-path (features/wellness-plan, calls, location). */
const FLAT_TABS: Partial<Record<string, ComponentType<{ senior: SeniorRef }>>> = {
  "wellness-plan": WellnessPlanTab,
  scheduler: SchedulerTab,
  "call-schedule": CallScheduleTab,
  "call-logs": CallLogTab,
  "senior-location": SeniorLocationTab,
};

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
  const { roles } = useAuth();
  const spec = findSeniorTab(tab);
  if (!spec) return <NotFoundPage />;
  if (spec.defaultSubPath && !sub) return <Navigate to={seniorPath(senior, tab, spec.defaultSubPath)} replace />;

  if (tab === "onboarding-info") {
    const current = PROFILE_TABS.find((p) => p.path === (sub || PROFILE_TABS[0]?.path));
    if (!current) return <NotFoundPage />;
    const visible = visibleProfileTabs(roles);
    if (!visible.includes(current)) return <UnauthorizedPage />;
    const Page = PROFILE_TAB_PAGES[current.path];
    return (
      <Box>
        <Tabs value={current.path} variant="scrollable" aria-label="Profile sections" sx={{ mb: 2 }}>
          {visible.map((p) => (
            <Tab
              key={p.path}
              value={p.path}
              label={p.label}
              component={RouterLink}
              to={seniorPath(senior, tab, p.path)}
            />
          ))}
        </Tabs>
        {Page ? <Page senior={senior} /> : <Section title={current.label} />}
      </Box>
    );
  }
  if (tab === "assessments") {
    // An unknown assessment name is the 404 page; the chunk is not even fetched for it.
    return SENIOR_ASSESSMENTS.some((a) => a.path === sub) ? (
      <AssessmentsTab senior={senior} sub={sub} />
    ) : (
      <NotFoundPage />
    );
  }
  if (tab === "care-insights") return <CareInsightsTab senior={senior} sub={sub} />;
  if (tab === "dashboard") return sub ? <NotFoundPage /> : <SeniorDashboardTab senior={senior} />;
  const Flat = FLAT_TABS[tab];
  if (Flat) return sub ? <NotFoundPage /> : <Flat senior={senior} />;
  return sub ? <NotFoundPage /> : <Section title={spec.label} />;
}
