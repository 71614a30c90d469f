import { Alert, AlertTitle, Box, Button, Stack } from "@mui/material";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { useInsightEvents } from "../../../lib/care-insight-events/InsightEventsProvider";
import type { ClientInsightEvent } from "../../../lib/care-insight-events/insight-events";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { NOTIFICATION_TITLES } from "./insight-labels";

/** At most this many popups at once: the newest; older ones stay in the store (and mark the tab) until closed. */
const MAX_SHOWN = 3;

function historyPath(e: ClientInsightEvent): string {
  return seniorPath(
    { seniorId: e.seniorId, accountId: e.accountId, timezone: e.seniorTimezone },
    "care-insights",
    "history",
  );
}

/**
 * The care-insight notifications (spec 2 §9 texts) of the events the user's privileges deliver: a new alert or
 * summary, to review or released, and range milestones. 'Open' goes to the senior's Care Insight History and puts
 * the popup aside (the event stays: an action notification keeps the tab's dot until its insight is expanded);
 * the close button removes the event.
 */
export function InsightNotifications(): ReactNode {
  const { events, dispatch } = useInsightEvents();
  const navigate = useNavigate();
  const shown = events.filter((e) => e.shown).slice(-MAX_SHOWN);
  if (shown.length === 0) return null;
  return (
    <Box
      sx={{ position: "fixed", right: 16, bottom: 16, zIndex: (t) => t.zIndex.snackbar, width: 380, maxWidth: "90vw" }}
    >
      <Stack spacing={1}>
        {shown.map((e) => (
          <Alert
            key={`${e.eventId}:${e.viewState}`}
            role="alert"
            aria-label={NOTIFICATION_TITLES[e.eventType]}
            severity={e.eventType === "milestone" ? "success" : "info"}
            variant="filled"
            onClose={() => dispatch({ type: "close", eventId: e.eventId })}
            sx={{ boxShadow: 3 }}
          >
            <AlertTitle>{NOTIFICATION_TITLES[e.eventType]}</AlertTitle>
            <Box sx={{ fontWeight: 600 }}>{e.fullName}</Box>
            <Box sx={{ mb: 1, overflowWrap: "anywhere" }}>
              {e.milestone ? `${e.milestone.milestone} (${e.milestone.measurement_type})` : e.message}
            </Box>
            <Button
              size="small"
              color="inherit"
              variant="outlined"
              onClick={() => {
                dispatch({ type: "hide", eventId: e.eventId });
                navigate(historyPath(e));
              }}
            >
              Open
            </Button>
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}
