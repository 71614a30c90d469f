import { hasAnyRole } from "@care/contracts";
import { Box, Button, CircularProgress, Grid } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, Outlet, useNavigate, useParams } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { UnauthorizedPage } from "../../../lib/errors/UnauthorizedPage";
import { PageHeader, PageFrame } from "../../../lib/layout/PageHeader";
import { AGENCY_TOKENS, FACILITY_TYPE_STORAGE_KEY } from "../../../lib/routing/agency-paths";
import { ROUTE_ROLES } from "../../../lib/routing/route-roles";
import { SENIOR_TABS, seniorPath } from "../../../lib/routing/senior-tabs";
import { timezoneFromSegment } from "../../../lib/routing/timezone-segment";
import { useResidentMessages } from "../api/get-resident-messages";
import { useResidentSummary } from "../api/get-resident-summary";
import { useSosFall } from "../../../lib/shared/sos-fall";
import { ResidentSummaryCard } from "../components/ResidentSummaryCard";
import { FallSosTable, MessagesTable } from "../components/ResidentTables";
import { VitalsCards } from "../components/VitalsCards";
import { deniedByFacilityType } from "../model/resident-access";
import { useAgencyCrumbs } from "./use-agency-crumbs";

/**
 * The resident routes' gate (.../residents/{seniorId}/{accountId}/{timezone} and its sub-routes): the client must
 * be readable (404 from the API shows the error dialog) and, for non-admins, of the saved facility type.
 */
export function ResidentGate(): ReactNode {
  const { seniorId = "", accountId = "" } = useParams();
  const { roles } = useAuth();
  const summary = useResidentSummary(seniorId, accountId);
  if (summary.isPending) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress aria-label="Loading client" />
      </Box>
    );
  }
  const denied = deniedByFacilityType({
    isAdmin: hasAnyRole(roles, ["Admin"]),
    savedType: sessionStorage.getItem(FACILITY_TYPE_STORAGE_KEY),
    clientType: summary.data?.facility_type,
  });
  if (denied) return <UnauthorizedPage />;
  return <Outlet />;
}

/**
 * .../residents/{seniorID}/{accountID}/{timezone}: the client dashboard (spec 3 §2 'Resident dashboard'). Senior
 * Profile opens the client in the senior area, at the first tab the user's roles see (Dashboard for the clinical
 * roles, Onboarding Info for a facility agent).
 */
export function ResidentDashboardPage(): ReactNode {
  const { seniorId = "", accountId = "", timezone = "" } = useParams();
  const navigate = useNavigate();
  const { roles } = useAuth();
  const firstTab = hasAnyRole(roles, ROUTE_ROLES.senior)
    ? SENIOR_TABS.find((t) => hasAnyRole(roles, t.roles))
    : undefined;
  const senior = { seniorId, accountId, timezone: timezoneFromSegment(timezone) };
  const summary = useResidentSummary(seniorId, accountId);
  const messages = useResidentMessages(seniorId, accountId);
  const sosFall = useSosFall({ seniorId, accountId });
  return (
    <Box data-testid="page" data-page-title="Client Dashboard">
      <PageHeader
        title="Client Dashboard"
        crumbs={useAgencyCrumbs("client")}
        actions={
          <Box sx={{ display: "flex", gap: 1 }}>
            <Button variant="contained" onClick={() => void navigate(AGENCY_TOKENS.wellnessData)}>
              Wellness Data
            </Button>
            <Button variant="outlined" onClick={() => void navigate(AGENCY_TOKENS.location)}>
              Location
            </Button>
            {firstTab && (
              <Button variant="outlined" component={RouterLink} to={seniorPath(senior, firstTab.path)}>
                Senior Profile
              </Button>
            )}
          </Box>
        }
      />
      {summary.data && <ResidentSummaryCard summary={summary.data} />}
      <VitalsCards seniorId={seniorId} accountId={accountId} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <MessagesTable data={messages.data} />
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <FallSosTable data={sosFall.data} senior={{ seniorId, accountId }} />
        </Grid>
      </Grid>
    </Box>
  );
}

/** .../location: the agency trail around the location screen (the route's child, app/routing/routes.tsx). */
export function ResidentLocationPage(): ReactNode {
  return (
    <PageFrame title="Location" crumbs={useAgencyCrumbs("location")}>
      <Outlet />
    </PageFrame>
  );
}

/** .../wellnessData: the agency trail around the wellness dashboard (its route's child, app/routing/routes.tsx). */
export function ResidentWellnessDataPage(): ReactNode {
  return (
    <PageFrame title="Wellness Data" crumbs={useAgencyCrumbs("wellness")}>
      <Outlet />
    </PageFrame>
  );
}
