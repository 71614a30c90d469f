import Favorite from "@mui/icons-material/Favorite";
import { Box, Card, CardContent, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";

/** The frame of the sign-in screens: brand, heading, and the form on a card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}): ReactNode {
  return (
    <Box
      sx={{
        minHeight: "100vh",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        p: 2,
        background: "linear-gradient(160deg, #EEF6E7 0%, #F5F7F2 60%)",
      }}
    >
      <Card sx={{ width: "100%", maxWidth: 440 }} elevation={3}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center", color: "primary.main", mb: 3 }}>
            <Favorite />
            <Typography variant="h6" sx={{ fontWeight: 700 }}>
              Care Portal
            </Typography>
          </Stack>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
