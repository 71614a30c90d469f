import { hasAnyRole } from "@care/contracts";
import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../lib/auth/auth-context";
import { PageFrame } from "../../lib/layout/PageHeader";
import { ADMIN_PAGES } from "../routing/admin-pages";
import { PATHS } from "../../lib/routing/paths";

/**
 * /portal-admin/: the way into each admin screen the signed-in user may open. A card shows to the roles its route's
 * guard lets through (both read ADMIN_PAGES), so nobody is offered a page that answers Unauthorized Access.
 */
export function AdminIndexPage(): ReactNode {
  const { roles } = useAuth();
  const pages = ADMIN_PAGES.filter((p) => !p.path.includes(":") && hasAnyRole(roles, p.roles));
  return (
    <PageFrame title="Admin" crumbs={[{ label: "Admin" }]}>
      <Grid container spacing={2}>
        {pages.map((p) => (
          <Grid key={p.path} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
            <Card variant="outlined">
              <CardActionArea component={RouterLink} to={`${PATHS.admin}/${p.path}`}>
                <CardContent>
                  <Typography sx={{ fontWeight: 600 }}>{p.title}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </PageFrame>
  );
}

/** One admin screen whose content belongs to a later issue. */
