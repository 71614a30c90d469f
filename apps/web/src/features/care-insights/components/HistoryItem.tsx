import ExpandMore from "@mui/icons-material/ExpandMore";
import { hasAnyRole } from "@care/contracts";
import { Accordion, AccordionDetails, AccordionSummary, Badge, Box, Chip, Link, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { ROUTE_ROLES } from "../../../lib/routing/route-roles";
import { dailyRecapLink } from "../../../lib/shared/daily-recap";
import type { CareInsightRow } from "../../../lib/shared/insight-history";
import { AlertDetailRows } from "./AlertDetailRows";
import { AlertHistoryWindow } from "./AlertHistoryWindow";
import { dateTime, measurementLabel, STATUS_LABELS, typeLabel } from "./insight-labels";
import { SubHistoryTable } from "./SubHistoryTable";

/**
 * One expandable history item (spec 2 §3 "History item": isExpand, notify, dateUpdated). The details — alert rows,
 * the 7-day alert history and the sub-history — load only once it is opened.
 */
export function HistoryItem({
  insight,
  timezone,
  expanded,
  notify,
  onToggle,
}: {
  insight: CareInsightRow;
  timezone: string;
  expanded: boolean;
  notify: boolean;
  onToggle: (open: boolean) => void;
}): ReactNode {
  const seniorId = insight.senior_id ?? "";
  const { roles } = useAuth();
  // A heart-rate summary is the senior's daily recap: it links to the Heart Rate screen at its day (spec 3 §2),
  // for the roles that open the wellness dashboard.
  const recap =
    insight.insight_type === "summary" &&
    insight.vital_type === "heart_rate" &&
    insight.senior_id &&
    insight.account_id &&
    hasAnyRole(roles, ROUTE_ROLES.wellnessDashboard)
      ? dailyRecapLink(
          { seniorId: insight.senior_id, accountId: insight.account_id, timezone },
          { date: insight.timestamp, message: insight.message, range_map: insight.range_map },
        )
      : null;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_e, open) => onToggle(open)}
      disableGutters
      data-testid="insight-item"
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: "flex", gap: 1.5, alignItems: "center", flexWrap: "wrap", width: "100%" }}>
          <Badge color="error" variant="dot" invisible={!notify} aria-label={notify ? "New" : undefined}>
            <Typography sx={{ fontWeight: 600 }}>{typeLabel(insight.insight_type)}</Typography>
          </Badge>
          <Chip size="small" label={STATUS_LABELS[insight.status]} />
          {insight.vital_type && (
            <Typography variant="body2" color="text.secondary">
              {measurementLabel(insight.vital_type)}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ ml: "auto" }}>
            {dateTime(insight.updated_on, timezone)}
          </Typography>
          <Typography variant="body2" sx={{ width: "100%", overflowWrap: "anywhere" }} data-testid="insight-message">
            {insight.message}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {recap && (
          <Link component={RouterLink} to={recap.to} state={recap.state} sx={{ display: "inline-block", mb: 1 }}>
            View Daily Recap
          </Link>
        )}
        {insight.original_message && insight.original_message !== insight.message && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: "anywhere" }}>
            Original message: {insight.original_message}
          </Typography>
        )}
        {insight.insight_type === "alert" && (
          <>
            <AlertDetailRows detail={insight.detail} timezone={timezone} />
            <AlertHistoryWindow
              seniorId={seniorId}
              careInsightId={insight.care_insight_id}
              generatedAt={insight.timestamp}
              timezone={timezone}
            />
          </>
        )}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Status history
        </Typography>
        <SubHistoryTable careInsightId={insight.care_insight_id} seniorId={seniorId} timezone={timezone} />
      </AccordionDetails>
    </Accordion>
  );
}
