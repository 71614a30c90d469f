import LockOutlined from "@mui/icons-material/LockOutlined";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { SHELL_MESSAGES } from "./messages";

/** A signed-in user whose roles do not include one the route requires (spec 1 §2, §6). */
export function UnauthorizedPage(): ReactNode {
  return (
    <Box sx={{ textAlign: "center", py: 8, px: 2 }} data-testid="unauthorized-page">
      <LockOutlined color="error" sx={{ fontSize: 56, mb: 2 }} />
      <Typography variant="h4" component="h1" gutterBottom>
        {SHELL_MESSAGES.unauthorizedTitle}
      </Typography>
      <Typography color="text.secondary">{SHELL_MESSAGES.unauthorizedText}</Typography>
    </Box>
  );
}
