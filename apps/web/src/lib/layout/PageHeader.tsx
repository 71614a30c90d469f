import NavigateNext from "@mui/icons-material/NavigateNext";
import { Box, Breadcrumbs, Link, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useLandingPath } from "../auth/auth-context";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
  /** Shown as text, not a link (the agency-home crumb for BDM, spec 1 §2). */
  disabled?: boolean;
}

/** The trail's first crumb, 'Home': the signed-in role's own landing page (useLandingPath), never a bare '/'. */
export function useHomeCrumb(): Crumb {
  return { label: "Home", to: useLandingPath() };
}

/** Breadcrumb trail and title of a screen. */
export function PageHeader({
  title,
  crumbs,
  actions,
}: {
  title: string;
  crumbs: Crumb[];
  actions?: ReactNode;
}): ReactNode {
  return (
    <Box
      sx={{ mb: 3, display: "flex", alignItems: "flex-end", justifyContent: "space-between", gap: 2, flexWrap: "wrap" }}
    >
      <Box>
        <Breadcrumbs separator={<NavigateNext fontSize="small" />} aria-label="breadcrumb" sx={{ mb: 1 }}>
          {crumbs.map((c, i) =>
            c.to && !c.disabled && i < crumbs.length - 1 ? (
              <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography
                key={c.label}
                color={i === crumbs.length - 1 ? "text.primary" : "text.secondary"}
                aria-current={i === crumbs.length - 1 ? "page" : undefined}
                aria-disabled={c.disabled || undefined}
              >
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      {actions}
    </Box>
  );
}

/** A screen's frame: its title and breadcrumb above its content, inside the real layout. */
export function PageFrame({
  title,
  crumbs,
  children,
}: {
  title: string;
  crumbs: Crumb[];
  children?: ReactNode;
}): ReactNode {
  return (
    <Box data-testid="page" data-page-title={title}>
      <PageHeader title={title} crumbs={crumbs} />
      {children}
    </Box>
  );
}
