import { APP_VERSION } from "@care/contracts";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** Spec 1 §2: the footer shows the version, on the home page only (the shell decides where). */
export function Footer(): ReactNode {
  return (
    <Box component="footer" sx={{ py: 2, textAlign: "center", borderTop: 1, borderColor: "divider" }}>
      <Typography variant="body2" color="text.secondary">
        Version {APP_VERSION}
      </Typography>
    </Box>
  );
}
