import { Box, Button, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { PATHS } from "../routing/paths";
import { SHELL_MESSAGES } from "./messages";

/** Unknown paths, and unknown assessment names under a senior's assessments tab (spec 1 §2). */
export function NotFoundPage(): ReactNode {
  const navigate = useNavigate();
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }} data-testid="not-found-page">
      <Typography variant="h4" component="h1" gutterBottom>
        {SHELL_MESSAGES.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {SHELL_MESSAGES.notFoundText}
      </Typography>
      <Button variant="contained" onClick={() => void navigate(PATHS.home)}>
        {SHELL_MESSAGES.goHome}
      </Button>
    </Box>
  );
}
