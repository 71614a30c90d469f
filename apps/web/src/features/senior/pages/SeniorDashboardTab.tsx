import { ASSESSMENT_STATUS_ROLES, hasAnyRole, seniorCustomerId } from "@care/contracts";
import { Card, CardContent, Grid, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useLocationSummary } from "../api/get-location-summary";
import { useSeniorMessages } from "../api/get-senior-messages";
import { useMinimalInfo } from "../../../lib/shared/senior-profile";
import { useCareDashboard, type CareDashboardQuery } from "../../../lib/shared/care-dashboard";
import { useSosFall } from "../../../lib/shared/sos-fall";
import { useWellnessGoals } from "../../../lib/shared/wellness-goals";
import { useWellnessSurveys } from "../../../lib/shared/wellness-surveys";
import { MessagesTable, SosFallTable } from "../components/dashboard/DashboardTables";
import { GoalsCard } from "../components/dashboard/GoalsCard";
import { LocationSummaryCard } from "../components/dashboard/LocationSummaryCard";
import { WellnessSummaryCards } from "../components/dashboard/WellnessSummaryCards";

/** Spec 2 §9 / spec 3 §9: goal lists on dashboards show 5. */
const DASHBOARD_GOAL_LIMIT = 5;

function Block({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * The senior's Dashboard tab (spec 3 §2, issue 11 item 4): today's wellness summary cards, the location card, the
 * last 30 days' approved messages by sort weight, the SOS / fall list and the open goals of the wellness plan (5).
 */
export function SeniorDashboardTab({ senior }: { senior: SeniorRef }): ReactNode {
  const { roles } = useAuth();
  // One "now" per visit: the windows stay the same across re-renders, so the queries keep their keys.
  const [now] = useState(() => Date.now());
  const careAgent = hasAnyRole(roles, ["CareAgent"]);
  const info = useMinimalInfo(senior);
  const memberId = info.data?.member_id;
  // Today's wellness summary: the care dashboard's card of this member (a member_id search, period day), so the
  // classifications are the server's, the same as on the care dashboard. Care agents ask with assigned_to=all: the
  // senior need not be on their caseload.
  const summaryQuery: CareDashboardQuery = {
    period: "day",
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    search_query: JSON.stringify([{ type: "member_id", value: String(memberId ?? "") }]),
    ...(careAgent ? { assigned_to: "all" as const } : {}),
  };
  const summary = useCareDashboard(summaryQuery, {
    select: (data) => data.pages[0]?.dashboard[senior.seniorId] ?? null,
    enabled: memberId !== undefined,
    keepPrevious: false,
  });
  const messages = useSeniorMessages(senior.seniorId, senior.accountId, now);
  const sosFall = useSosFall(senior);
  const location = useLocationSummary(senior.seniorId, senior.accountId, senior.timezone, now);
  // Spec 3 §7 'Goals (for a client)': the open goals (Started, In_Progress; a not-started goal is saved as
  // in_progress) of the latest version, 5 shown (spec 2 §9 / spec 3 §9).
  const goals = useWellnessGoals(
    {
      customer_id: seniorCustomerId(senior.seniorId),
      status: JSON.stringify(["Started", "In_Progress"]),
      limit: DASHBOARD_GOAL_LIMIT,
    },
    { select: (rows) => rows.slice(0, DASHBOARD_GOAL_LIMIT) },
  );
  // The newest completed survey of the last 30 days (the list's default window), asked only by the roles the
  // survey route serves; others, and a survey that cannot be read, show 'No Data'.
  const wellbeing =
    useWellnessSurveys(
      { senior_id: senior.seniorId, account_id: senior.accountId, limit: 1, is_survey_completed: "true" },
      {
        select: (page) => page.items[0] ?? null,
        enabled: senior.seniorId !== "" && hasAnyRole(roles, ASSESSMENT_STATUS_ROLES),
      },
    ).data ?? null;
  return (
    <Grid container spacing={2} data-testid="senior-dashboard">
      <Grid size={12}>
        <WellnessSummaryCards
          senior={senior}
          summary={summary.data}
          wellbeing={wellbeing}
          canOpenWellness={careAgent}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <LocationSummaryCard senior={senior} location={location.data} />
      </Grid>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Block title="Messages">
          <MessagesTable data={messages.data} failed={messages.isError} />
        </Block>
      </Grid>
      <Grid size={{ xs: 12, lg: 8 }}>
        <Block title="Fall & SOS Detection">
          <SosFallTable data={sosFall.data} failed={sosFall.isError} senior={senior} />
        </Block>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <Block title="Goals">
          <GoalsCard goals={goals.data} failed={goals.isError} />
        </Block>
      </Grid>
    </Grid>
  );
}
