import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { BasicInfoSection } from "../components/BasicInfoSection";
import { MinimalInfoSection } from "../components/MinimalInfoSection";
import { PersonaSection } from "../components/PersonaSection";
import { PhotosSection } from "../components/PhotosSection";

function Heading({ children }: { children: string }): ReactNode {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 1 }} data-testid="senior-section">
      {children}
    </Typography>
  );
}

/**
 * Onboarding info → Profile Info (spec 2 §2, §3): minimal info, basic info, persona and photos, each its own form
 * with its own Save and the auto-save timer.
 */
export function ProfileInfoTab({ senior }: { senior: SeniorRef }): ReactNode {
  return (
    <Box>
      <Heading>Profile Info</Heading>
      <MinimalInfoSection senior={senior} />
      <Box sx={{ mt: 3 }}>
        <BasicInfoSection senior={senior} />
      </Box>
      <PersonaSection senior={senior} />
      <PhotosSection senior={senior} />
    </Box>
  );
}
