import { Box, Button, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useLandingPath } from "../auth/auth-context";
import { SHELL_MESSAGES } from "./messages";

/**
 * Unknown paths, and unknown assessment names under a senior's assessments tab (spec 1 §2). Go to Home leads to the
 * role's own landing page ('/' is the Unauthorized page for roles without a Home page); a visitor goes to '/', the
 * login page.
 */
export function NotFoundPage(): ReactNode {
  const navigate = useNavigate();
  const home = useLandingPath();
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }} data-testid="not-found-page">
      <Typography variant="h4" component="h1" gutterBottom>
        {SHELL_MESSAGES.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {SHELL_MESSAGES.notFoundText}
      </Typography>
      <Button variant="contained" onClick={() => void navigate(home)}>
        {SHELL_MESSAGES.goHome}
      </Button>
    </Box>
  );
}
