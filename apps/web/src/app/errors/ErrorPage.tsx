import WifiOff from "@mui/icons-material/WifiOff";
import { Box, Button, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { SHELL_MESSAGES } from "../../lib/errors/messages";

/** Shown when a screen fails to render (spec 1 §2 "Error page"): the router's errorElement and the boundary's fallback. */
export function ErrorPage(): ReactNode {
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }} role="alert" data-testid="error-page">
      <WifiOff color="error" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h6" component="h1" sx={{ mb: 3 }}>
        {SHELL_MESSAGES.networkError}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
