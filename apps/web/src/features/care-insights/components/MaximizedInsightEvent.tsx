import CloseIcon from "@mui/icons-material/Close";
import Remove from "@mui/icons-material/Remove";
import { Button, Chip, IconButton, Paper, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { ClientInsightEvent } from "../../../lib/care-insight-events/insight-events";
import { AlertDetailTable } from "./AlertDetailRows";
import { AlertHistoryWindow } from "./AlertHistoryWindow";
import { dateTime } from "./insight-labels";

export interface MaximizedInsightEventProps {
  e: ClientInsightEvent;
  title: string;
  /** What the event asks: Approve or Action Notification. */
  stateLabel: string;
  goLabel: string;
  onGo: () => void;
  onMinimize: () => void;
  onClose: () => void;
  /** The popup's own attributes (role alert, its name, the test id and the view state), put on its paper. */
  role?: string;
  "aria-label"?: string;
  "data-testid"?: string;
  "data-view-state"?: string;
}

/**
 * A care-insight event in the maximize view state (spec 2 §3): the senior, when it was generated, the message, the
 * alert detail rows (Date/Time Generated, Vital Sign, Variable, Current, Range) and, for an alert, the senior's
 * alerts of the 7 days before it (careInsightHistory between startDate and endDate).
 */
export function MaximizedInsightEvent({
  e,
  title,
  stateLabel,
  goLabel,
  onGo,
  onMinimize,
  onClose,
  ...rest
}: MaximizedInsightEventProps): ReactNode {
  return (
    <Paper {...rest} elevation={8} sx={{ p: 2, maxHeight: "70vh", overflowY: "auto" }}>
      <Stack direction="row" sx={{ alignItems: "center", gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <Chip size="small" color={e.origin === "approve" ? "warning" : "info"} label={stateLabel} />
        <IconButton size="small" aria-label="Minimize" onClick={onMinimize}>
          <Remove fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Close" onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Typography sx={{ fontWeight: 600 }}>{e.fullName}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`Date Generated: ${dateTime(e.dateGenerated, e.seniorTimezone)}`}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, overflowWrap: "anywhere" }}>
        {e.milestone ? `${e.milestone.milestone} (${e.milestone.measurement_type})` : e.message}
      </Typography>
      <AlertDetailTable rows={e.detailList} />
      {e.eventType === "alert" && e.seniorId && (
        <AlertHistoryWindow
          seniorId={e.seniorId}
          careInsightId={e.alertId}
          generatedAt={e.endDate}
          timezone={e.seniorTimezone}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: "flex-end" }}>
        <Button size="small" variant="contained" onClick={onGo}>
          {goLabel}
        </Button>
      </Stack>
    </Paper>
  );
}
