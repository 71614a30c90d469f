import { hasAnyRole } from "@care/contracts";
import Groups from "@mui/icons-material/Groups";
import Insights from "@mui/icons-material/Insights";
import { Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Outlet, useNavigate, useParams } from "react-router";
import { useAuth } from "../../../app/auth/auth-context";
import { PlaceholderPage } from "../../../app/layout/PageHeader";
import {
  AGENCY_TOKENS,
  agencyHomePath,
  FACILITY_TYPE_STORAGE_KEY,
  residentsPath,
} from "../../../app/routing/agency-paths";
import { timezoneFromSegment } from "../../../app/routing/timezone-segment";
import { agencyCrumbs, type AgencyCrumbLevel } from "../components/agency-crumbs";

function useCrumbs(level: AgencyCrumbLevel): ReturnType<typeof agencyCrumbs> {
  const { facilityId, seniorId, accountId, timezone } = useParams();
  const { roles } = useAuth();
  const resident =
    seniorId && accountId && timezone ? { seniorId, accountId, timezone: timezoneFromSegment(timezone) } : undefined;
  return agencyCrumbs({
    level,
    facilityId,
    resident,
    isBdm: hasAnyRole(roles, ["BDM"]) && !hasAnyRole(roles, ["Admin"]),
  });
}

/** /facility-management: the agency list. */
export function AgencyListPage(): ReactNode {
  return <PlaceholderPage title="Agencies" crumbs={useCrumbs("list")} />;
}

/** /facility-management/{facilityHomePage}: a Clients card and a Care Dashboard button (spec 1 §2). */
export function AgencyHomePage(): ReactNode {
  const { facilityId = "" } = useParams();
  const navigate = useNavigate();
  const crumbs = useCrumbs("home");
  const openClients = (): void => {
    // Spec 1 §2: the Clients card forgets the facility type a dashboard click saved, then lists the residents.
    sessionStorage.removeItem(FACILITY_TYPE_STORAGE_KEY);
    void navigate(residentsPath(facilityId));
  };
  return (
    <PlaceholderPage title="Agency Home" crumbs={crumbs}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Groups color="primary" fontSize="large" />
              <Typography variant="h6">Clients</Typography>
            </CardContent>
            <CardActions>
              <Button variant="contained" onClick={openClients}>
                View Clients
              </Button>
            </CardActions>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Insights color="primary" fontSize="large" />
              <Typography variant="h6">Care Dashboard</Typography>
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                onClick={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.facilityCare}`)}
              >
                Care Dashboard
              </Button>
              <Button onClick={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.facilityDashboard}`)}>
                Zone Graphs
              </Button>
            </CardActions>
          </Card>
        </Grid>
      </Grid>
    </PlaceholderPage>
  );
}

/** .../facilityCare: the agency's care view, with Home View back to the agency home. */
export function FacilityCarePage(): ReactNode {
  const { facilityId = "" } = useParams();
  const navigate = useNavigate();
  return (
    <PlaceholderPage title="Care Dashboard" crumbs={useCrumbs("care")}>
      <Button variant="outlined" onClick={() => void navigate(agencyHomePath(facilityId))}>
        Home View
      </Button>
    </PlaceholderPage>
  );
}

/** .../facilityDashboard: zone graphs. */
export function FacilityDashboardPage(): ReactNode {
  return <PlaceholderPage title="Dashboard" crumbs={useCrumbs("dashboard")} />;
}

/** .../residents: the client list. */
export function ResidentsPage(): ReactNode {
  return <PlaceholderPage title="Clients" crumbs={useCrumbs("clients")} />;
}

/** .../residents/{seniorID}/{accountID}/{timezone}: the client dashboard. */
export function ResidentDashboardPage(): ReactNode {
  return <PlaceholderPage title="Client Dashboard" crumbs={useCrumbs("client")} />;
}

export function ResidentLocationPage(): ReactNode {
  return <PlaceholderPage title="Location" crumbs={useCrumbs("location")} />;
}

/** .../wellnessData: the agency trail around the wellness dashboard (its route's child, app/routing/routes.tsx). */
export function ResidentWellnessDataPage(): ReactNode {
  return (
    <PlaceholderPage title="Wellness Data" crumbs={useCrumbs("wellness")}>
      <Outlet />
    </PlaceholderPage>
  );
}
