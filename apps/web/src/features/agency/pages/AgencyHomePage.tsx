import { hasAnyRole } from "@care/contracts";
import Groups from "@mui/icons-material/Groups";
import Insights from "@mui/icons-material/Insights";
import Timer from "@mui/icons-material/Timer";
import BarChart from "@mui/icons-material/BarChart";
import UploadFile from "@mui/icons-material/UploadFile";
import { Box, Button, Card, CardActions, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import {
  AGENCY_TOKENS,
  agencyHomePath,
  FACILITY_TYPE_STORAGE_KEY,
  residentsPath,
} from "../../../lib/routing/agency-paths";
import { PATHS } from "../../../lib/routing/paths";
import { ROUTE_ROLES } from "../../../lib/routing/route-roles";
import { useAgencyDetail } from "../api/get-agency-detail";
import { AgencyHeaderCard } from "../components/AgencyHeaderCard";
import { ResidentCountsCard } from "../components/ResidentCountsCard";
import { useAgencyCrumbs, useIsBdmOnly } from "./use-agency-crumbs";

/**
 * /facility-management/{facilityHomePage}: header card, resident counts, Clients card and Care Dashboard button; the
 * agency's alarm response times for the roles that may read them (issue 27 item 6).
 */
export function AgencyHomePage(): ReactNode {
  const { facilityId = "" } = useParams();
  const navigate = useNavigate();
  const { roles } = useAuth();
  const agency = useAgencyDetail(facilityId);
  const isBdm = useIsBdmOnly();
  const mayOpenCare = hasAnyRole(roles, ROUTE_ROLES.facilityCare);
  const maySeeResponseTimes = hasAnyRole(roles, ROUTE_ROLES.agencyResponseTimes);
  // The facility's own agent imports its roster from here; the administrators from the admin index.
  const mayImportRoster = hasAnyRole(roles, ["FACILITY_AGENT"]) && hasAnyRole(roles, ROUTE_ROLES.rosterImport);
  const openClients = (): void => {
    // Spec 1 §2: the Clients card forgets the facility type a dashboard click saved, then lists the residents.
    sessionStorage.removeItem(FACILITY_TYPE_STORAGE_KEY);
    void navigate(residentsPath(facilityId));
  };
  return (
    <Box data-testid="page" data-page-title="Agency Home">
      <PageHeader
        title="Agency Home"
        crumbs={useAgencyCrumbs("home")}
        actions={
          mayOpenCare && (
            <Button
              variant="contained"
              startIcon={<Insights />}
              onClick={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.facilityCare}`)}
            >
              Care Dashboard
            </Button>
          )
        }
      />
      <AgencyHeaderCard agency={agency.data} />
      <ResidentCountsCard counts={agency.data?.resident_counts} />
      <Grid container spacing={2}>
        {!isBdm && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Groups color="primary" fontSize="large" />
                <Typography variant="h6">Clients</Typography>
                <Typography color="text.secondary">The agency&apos;s residents and their dashboards.</Typography>
              </CardContent>
              <CardActions>
                <Button variant="contained" onClick={openClients}>
                  Clients
                </Button>
              </CardActions>
            </Card>
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined">
            <CardContent>
              <BarChart color="primary" fontSize="large" />
              <Typography variant="h6">Dashboard</Typography>
              <Typography color="text.secondary">Activity, falls, length of stay, wellbeing and loneliness.</Typography>
            </CardContent>
            <CardActions>
              <Button
                variant="contained"
                onClick={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.facilityDashboard}`)}
              >
                Zone Graphs
              </Button>
            </CardActions>
          </Card>
        </Grid>
        {maySeeResponseTimes && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <Timer color="primary" fontSize="large" />
                <Typography variant="h6">Response Times</Typography>
                <Typography color="text.secondary">
                  How fast the agency&apos;s SOS and fall alarms were taken and called, against the 60 s and 180 s
                  targets.
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  variant="contained"
                  onClick={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.responseTimes}`)}
                >
                  Response Times
                </Button>
              </CardActions>
            </Card>
          </Grid>
        )}
        {mayImportRoster && (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card variant="outlined">
              <CardContent>
                <UploadFile color="primary" fontSize="large" />
                <Typography variant="h6">Roster Import</Typography>
                <Typography color="text.secondary">
                  Add or update the agency&apos;s residents from a CSV file.
                </Typography>
              </CardContent>
              <CardActions>
                <Button variant="contained" onClick={() => void navigate(PATHS.rosterImport)}>
                  Roster Import
                </Button>
              </CardActions>
            </Card>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
