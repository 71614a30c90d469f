import { hasAnyRole } from "@care/contracts";
import { Card, CardContent, Grid, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useLatestWellbeing } from "../api/get-latest-wellbeing";
import { useLocationSummary } from "../api/get-location-summary";
import { useSeniorGoals } from "../api/get-senior-goals";
import { useSeniorMessages } from "../api/get-senior-messages";
import { useMinimalInfo } from "../../../lib/shared/senior-profile";
import { useSosFall } from "../../../lib/shared/sos-fall";
import { useWellnessSummary } from "../api/get-wellness-summary";
import { MessagesTable, SosFallTable } from "../components/dashboard/DashboardTables";
import { GoalsCard } from "../components/dashboard/GoalsCard";
import { LocationSummaryCard } from "../components/dashboard/LocationSummaryCard";
import { WellnessSummaryCards } from "../components/dashboard/WellnessSummaryCards";

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
  const summary = useWellnessSummary(senior.seniorId, info.data?.member_id, careAgent);
  const messages = useSeniorMessages(senior.seniorId, senior.accountId, now);
  const sosFall = useSosFall(senior);
  const location = useLocationSummary(senior.seniorId, senior.accountId, senior.timezone, now);
  const goals = useSeniorGoals(senior.seniorId);
  const wellbeing = useLatestWellbeing(senior);
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
