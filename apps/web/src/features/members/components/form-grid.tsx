import { Box, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** A titled card of form fields, three to a row on wide screens. */
export function FormSection({ title, children }: { title: string; children: ReactNode }): ReactNode {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "1fr 1fr 1fr" },
          gap: 2,
          alignItems: "start",
        }}
      >
        {children}
      </Box>
    </Paper>
  );
}
