import { hasAnyRole } from "@care/contracts";
import { Badge, Box, Tab, Tabs } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { sessionPrimaryRole } from "../../../lib/session/session";
import { SENIOR_TABS, seniorPath, type SeniorRef } from "../../../lib/routing/senior-tabs";

/** The Assessments tab's incomplete marker: a warning badge reading '!'. */
const INCOMPLETE_MARKER = {
  "& .MuiBadge-badge": {
    width: 16,
    height: 16,
    minWidth: 16,
    borderRadius: "8px",
    fontSize: 11,
    fontWeight: 700,
    lineHeight: "16px",
    textAlign: "center",
    "&::after": { content: '"!"' },
  },
} as const;

/** Primary roles that never see the tab bar (spec 2 §2). */
const NO_TAB_BAR = ["BDM", "FACILITY_AGENT"] as const;

export interface SeniorTabMarkers {
  /** An assessment is incomplete: marker on Assessments. */
  assessmentsIncomplete?: boolean;
  /** Unseen care insights: dot on Care Insights. */
  careInsightsNotify?: boolean;
}

/**
 * The senior tabs the user may open (spec 2 §2 "Tab visibility"). Hidden for BDM and facility agents, or when
 * the screen suppresses its header.
 */
export function SeniorTabBar({
  senior,
  current,
  markers = {},
  suppressed = false,
}: {
  senior: SeniorRef;
  current: string;
  markers?: SeniorTabMarkers;
  suppressed?: boolean;
}): ReactNode {
  const { session, roles } = useAuth();
  const primary = session ? sessionPrimaryRole(session) : undefined;
  const hidden = suppressed || (primary !== undefined && (NO_TAB_BAR as readonly string[]).includes(primary));
  if (hidden) return null;
  const tabs = SENIOR_TABS.filter((t) => hasAnyRole(roles, t.roles));
  const label = (path: string, text: string): ReactNode => {
    if (path === "assessments" && markers.assessmentsIncomplete) {
      return (
        // The '!' is drawn by CSS, so the tab's text stays its label (the marker is named by aria-label).
        <Badge color="warning" variant="dot" aria-label={`${text} (incomplete)`} sx={INCOMPLETE_MARKER}>
          {text}
        </Badge>
      );
    }
    if (path === "care-insights" && markers.careInsightsNotify) {
      return (
        <Badge color="error" variant="dot" aria-label={`${text} (new)`}>
          {text}
        </Badge>
      );
    }
    return text;
  };
  return (
    <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3, bgcolor: "background.paper", borderRadius: 1 }}>
      <Tabs
        value={tabs.some((t) => t.path === current) ? current : false}
        variant="scrollable"
        scrollButtons="auto"
        aria-label="Senior sections"
      >
        {tabs.map((t) => (
          <Tab
            key={t.path}
            value={t.path}
            label={label(t.path, t.label)}
            component={RouterLink}
            to={seniorPath(senior, t.path)}
          />
        ))}
      </Tabs>
    </Box>
  );
}
