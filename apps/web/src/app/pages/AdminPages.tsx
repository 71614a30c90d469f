import { hasAnyRole, type StaffRole } from "@care/contracts";
import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { PageFrame } from "../../lib/layout/PageHeader";
import { ADMIN_PAGES } from "../routing/admin-pages";
import { PATHS } from "../../lib/routing/paths";
import { ROUTE_ROLES } from "../../lib/routing/route-roles";

/** Screens outside /portal-admin that the admin area's roles reach from here (issue 28: nothing else leads there). */
const OTHER_SCREENS: readonly { to: string; title: string; roles: readonly StaffRole[] }[] = [
  { to: PATHS.careDashboard, title: "Care Dashboard", roles: ROUTE_ROLES.careDashboard },
  { to: PATHS.agency, title: "Agencies", roles: ROUTE_ROLES.agency },
  { to: PATHS.rosterImport, title: "Roster Import", roles: ROUTE_ROLES.rosterImport },
];

function CardGrid({ label, cards }: { label: string; cards: readonly { to: string; title: string }[] }): ReactNode {
  return (
    <Grid container spacing={2} component="section" aria-label={label}>
      {cards.map((c) => (
        <Grid key={c.to} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={c.to}>
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{c.title}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/**
 * /portal-admin/: the way into each admin screen the signed-in user may open. A card shows to the roles its route's
 * guard lets through (both read ADMIN_PAGES), so nobody is offered a page that answers Unauthorized Access. Below
 * them, the screens outside the admin area the user may open and has no other way to (the care dashboard, the
 * agencies), by the same rule.
 */
export function AdminIndexPage(): ReactNode {
  const { roles } = useAuth();
  const pages = ADMIN_PAGES.filter((p) => !p.path.includes(":") && hasAnyRole(roles, p.roles)).map((p) => ({
    to: `${PATHS.admin}/${p.path}`,
    title: p.title,
  }));
  const others = OTHER_SCREENS.filter((o) => hasAnyRole(roles, o.roles));
  return (
    <PageFrame title="Admin" crumbs={[{ label: "Admin" }]}>
      <CardGrid label="Admin pages" cards={pages} />
      {others.length > 0 && (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 2 }}>
            Other screens
          </Typography>
          <CardGrid label="Other screens" cards={others} />
        </>
      )}
    </PageFrame>
  );
}

/** One admin screen whose content belongs to a later issue. */
