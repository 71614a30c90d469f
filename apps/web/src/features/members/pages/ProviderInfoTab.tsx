import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { ProviderList } from "../components/ProviderList";

/** Onboarding info → Provider Info (spec 2 §3): doctors, dentists and pharmacies. */
export function ProviderInfoTab({ senior }: { senior: SeniorRef }): ReactNode {
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-testid="senior-section">
        Provider Info
      </Typography>
      <ProviderList senior={senior} type="doctor" />
      <ProviderList senior={senior} type="dentist" />
      <ProviderList senior={senior} type="pharmacy" />
    </Box>
  );
}
