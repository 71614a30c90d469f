import { hasAnyRole } from "@care/contracts";
import Favorite from "@mui/icons-material/Favorite";
import { AppBar, Box, Button, Stack, Toolbar, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink, NavLink } from "react-router";
import { ConnectionDot } from "../../lib/realtime/ConnectionDot";
import { useAuth, useSession } from "../../lib/auth/auth-context";
import { landingPath } from "../../lib/session/session";
import { NAV_ITEMS } from "./nav-items";

/** Brand, role-based navigation, push status, greeting and the user menu. */
export function AppHeader({ userMenu }: { userMenu: ReactNode }): ReactNode {
  const session = useSession();
  const { roles } = useAuth();
  const items = NAV_ITEMS.filter((item) => hasAnyRole(roles, item.roles));
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <Box
          component={RouterLink}
          to={landingPath(session)}
          sx={{ display: "flex", alignItems: "center", gap: 1, color: "inherit", textDecoration: "none" }}
        >
          <Favorite />
          <Typography variant="h6" component="span" sx={{ fontWeight: 700 }} noWrap>
            Care Portal
          </Typography>
        </Box>
        <Box component="nav" aria-label="Main" sx={{ display: "flex", gap: 0.5, flexGrow: 1, overflowX: "auto" }}>
          {items.map((item) => (
            <Button
              key={item.label}
              component={NavLink}
              to={item.to}
              end={item.to === "/"}
              color="inherit"
              sx={{ whiteSpace: "nowrap", "&.active": { bgcolor: "rgba(255,255,255,0.18)" } }}
            >
              {item.label}
            </Button>
          ))}
        </Box>
        <ConnectionDot />
        <Stack sx={{ display: { xs: "none", md: "flex" }, textAlign: "right" }} data-testid="welcome-banner">
          <Typography variant="subtitle2" component="span" sx={{ lineHeight: 1.2 }}>
            Welcome, {session.userName.first_name}
          </Typography>
          <Typography variant="caption" component="span" sx={{ opacity: 0.85 }}>
            Have a nice day at work
          </Typography>
        </Stack>
        {userMenu}
      </Toolbar>
    </AppBar>
  );
}
