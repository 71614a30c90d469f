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
          <ActionCard
            icon={<Groups color="primary" fontSize="large" />}
            title="Clients"
            text="The agency's residents and their dashboards."
            onOpen={openClients}
          />
        )}
        <ActionCard
          icon={<BarChart color="primary" fontSize="large" />}
          title="Dashboard"
          text="Activity, falls, length of stay, wellbeing and loneliness."
          button="Zone Graphs"
          onOpen={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.facilityDashboard}`)}
        />
        {maySeeResponseTimes && (
          <ActionCard
            icon={<Timer color="primary" fontSize="large" />}
            title="Response Times"
            text="How fast the agency's SOS and fall alarms were taken and called, against the 60 s and 180 s targets."
            onOpen={() => void navigate(`${agencyHomePath(facilityId)}/${AGENCY_TOKENS.responseTimes}`)}
          />
        )}
        {mayImportRoster && (
          <ActionCard
            icon={<UploadFile color="primary" fontSize="large" />}
            title="Roster Import"
            text="Add or update the agency's residents from a CSV file."
            onOpen={() => void navigate(PATHS.rosterImport)}
          />
        )}
      </Grid>
    </Box>
  );
}

interface ActionCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The button's label; the card's title when not given. */
  button?: string;
  onOpen(): void;
}

/** One of the agency's cards: an icon, a title, what it holds, and the button that opens it. */
function ActionCard({ icon, title, text, button = title, onOpen }: ActionCardProps): ReactNode {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined">
        <CardContent>
          {icon}
          <Typography variant="h6">{title}</Typography>
          <Typography color="text.secondary">{text}</Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={onOpen}>
            {button}
          </Button>
        </CardActions>
      </Card>
    </Grid>
  );
}
