import { Card, CardActionArea, CardContent, Grid, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { PageFrame, type Crumb } from "../../../app/layout/PageHeader";
import { ADMIN_PAGES } from "../../../app/routing/admin-pages";
import { PATHS } from "../../../app/routing/paths";

const ADMIN_CRUMB: Crumb = { label: "Admin", to: `${PATHS.admin}/` };

/** /portal-admin/: the way into each admin screen. */
export function AdminIndexPage(): ReactNode {
  return (
    <PageFrame title="Admin" crumbs={[{ label: "Admin" }]}>
      <Grid container spacing={2}>
        {ADMIN_PAGES.filter((p) => !p.path.includes(":")).map((p) => (
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
export function AdminPlaceholderPage({ title }: { title: string }): ReactNode {
  // Still a placeholder: the issue-17 lists (item 7) that have no screen yet.
  return <PageFrame title={title} crumbs={[ADMIN_CRUMB, { label: title }]} />;
}
