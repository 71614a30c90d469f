import Home from "@mui/icons-material/Home";
import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { Outlet, useNavigate, useParams } from "react-router";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { agencyHomePath } from "../../../lib/routing/agency-paths";
import { useAgencyDetail } from "../api/get-agency-detail";
import { useAgencyCrumbs } from "./use-agency-crumbs";

/**
 * .../facilityCare: the agency trail and the Home View button around the care dashboard, which the router renders
 * as this route's child (app/routing/routes.tsx) limited to this agency.
 */
export function FacilityCarePage(): ReactNode {
  const { facilityId = "" } = useParams();
  const navigate = useNavigate();
  const agency = useAgencyDetail(facilityId);
  return (
    <Box data-testid="agency-care">
      <PageHeader
        title={agency.data?.name ?? "Care Dashboard"}
        crumbs={useAgencyCrumbs("care")}
        actions={
          <Button variant="outlined" startIcon={<Home />} onClick={() => void navigate(agencyHomePath(facilityId))}>
            Home View
          </Button>
        }
      />
      <Outlet />
    </Box>
  );
}
