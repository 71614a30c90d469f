import CloseIcon from "@mui/icons-material/Close";
import OpenInFull from "@mui/icons-material/OpenInFull";
import Remove from "@mui/icons-material/Remove";
import { Alert, AlertTitle, Box, Button, Chip, IconButton, Paper, Stack, Typography } from "@mui/material";
import { lazy, Suspense, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../../../lib/auth/auth-context";
import { useInsightEvents } from "../../../lib/care-insight-events/InsightEventsProvider";
import type { ClientInsightEvent } from "../../../lib/care-insight-events/insight-events";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { NOTIFICATION_TITLES } from "./insight-labels";

// The whole event (detail rows, the alert history window) loads when first maximized: the shell's first load stays
// small (apps/web/vite-plugins/initial-js-size.ts).
const MaximizedInsightEvent = lazy(() =>
  import("./MaximizedInsightEvent").then((m) => ({ default: m.MaximizedInsightEvent })),
);

/** At most this many popups at once: the newest; older ones stay in the store (and mark the tab) until closed. */
const MAX_SHOWN = 3;
const REVIEW_PATH = "/portal-admin/care-insight-review";

/** How each view state names itself (spec 2 §3: minimize, maximize, approve, action notification). */
export const VIEW_STATE_LABELS: Record<ClientInsightEvent["viewState"], string> = {
  minimize: "Minimized",
  maximize: "Maximized",
  approve: "Approve",
  "action-notification": "Action Notification",
};

function historyPath(e: ClientInsightEvent): string {
  return seniorPath(
    { seniorId: e.seniorId, accountId: e.accountId, timezone: e.seniorTimezone },
    "care-insights",
    "history",
  );
}

function EventPopup({ e, canApprove }: { e: ClientInsightEvent; canApprove: boolean }): ReactNode {
  const { dispatch } = useInsightEvents();
  const navigate = useNavigate();
  const title = NOTIFICATION_TITLES[e.eventType];
  const close = (): void => dispatch({ type: "close", eventId: e.eventId });
  const maximize = (): void => dispatch({ type: "view", eventId: e.eventId, viewState: "maximize" });
  const minimize = (): void => dispatch({ type: "view", eventId: e.eventId, viewState: "minimize" });
  // An approve-state event asks an approver to review the queue (opening it closes the event); anything else opens
  // the senior's Care Insight History and puts the popup aside.
  const review = e.origin === "approve" && canApprove;
  const go = (): void => {
    if (review) {
      navigate(REVIEW_PATH);
      return;
    }
    dispatch({ type: "hide", eventId: e.eventId });
    navigate(historyPath(e));
  };
  const goButton = (
    <Button size="small" color="inherit" variant="outlined" onClick={go}>
      {review ? "Review" : "Open"}
    </Button>
  );
  const common = {
    role: "alert",
    "aria-label": title,
    "data-testid": "insight-event",
    "data-view-state": e.viewState,
  } as const;
  const state = (
    <Chip
      size="small"
      sx={{ color: "inherit", bgcolor: "rgba(255, 255, 255, 0.2)", borderRadius: 1 }}
      label={VIEW_STATE_LABELS[e.origin]}
    />
  );

  if (e.viewState === "minimize") {
    return (
      <Paper {...common} elevation={4} sx={{ px: 1.5, py: 0.5, display: "flex", alignItems: "center", gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
          {`${e.fullName} — ${title}`}
        </Typography>
        <IconButton size="small" aria-label="Maximize" onClick={maximize}>
          <OpenInFull fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Close" onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
    );
  }

  if (e.viewState === "maximize") {
    return (
      <Suspense
        fallback={
          <Paper {...common} elevation={8} sx={{ p: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{`${e.fullName} — ${title}`}</Typography>
          </Paper>
        }
      >
        <MaximizedInsightEvent
          e={e}
          title={title}
          stateLabel={VIEW_STATE_LABELS[e.origin]}
          goLabel={review ? "Review" : "Open"}
          onGo={go}
          onMinimize={minimize}
          onClose={close}
          {...common}
        />
      </Suspense>
    );
  }

  return (
    <Alert
      {...common}
      severity={e.eventType === "milestone" ? "success" : "info"}
      variant="filled"
      sx={{ boxShadow: 3, "& .MuiAlert-message": { width: "100%" } }}
      action={
        <Stack direction="row">
          <IconButton size="small" color="inherit" aria-label="Maximize" onClick={maximize}>
            <OpenInFull fontSize="small" />
          </IconButton>
          <IconButton size="small" color="inherit" aria-label="Minimize" onClick={minimize}>
            <Remove fontSize="small" />
          </IconButton>
          <IconButton size="small" color="inherit" aria-label="Close" onClick={close}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      <Box sx={{ fontWeight: 600 }}>{e.fullName}</Box>
      <Box sx={{ mb: 1, overflowWrap: "anywhere" }}>
        {e.milestone ? `${e.milestone.milestone} (${e.milestone.measurement_type})` : e.message}
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
        {goButton}
        {state}
      </Stack>
    </Alert>
  );
}

/**
 * The care-insight events (spec 2 §3 "Client event", §4 view states, §9 texts) the user's privileges deliver: a new
 * alert or summary to review (approve) or released (action notification), and range milestones. Each arrives in the
 * state of what it asks, can be maximized (message, the alert detail rows Date/Time Generated, Vital Sign, Variable,
 * Current and Range, and the alerts of the 7 days before it) and minimized to a bar. 'Review' opens the review queue
 * (which closes approve-state events); 'Open' goes to the senior's Care Insight History and puts the popup aside (an
 * action notification keeps the tab's dot until its insight is expanded); the close button removes the event.
 */
export function InsightNotifications(): ReactNode {
  const { events } = useInsightEvents();
  const { privileges } = useAuth();
  const canApprove = Boolean(privileges?.isApproveAlert || privileges?.isApproveSummary);
  const shown = events.filter((e) => e.shown).slice(-MAX_SHOWN);
  if (shown.length === 0) return null;
  const wide = shown.some((e) => e.viewState === "maximize");
  return (
    <Box
      sx={{
        position: "fixed",
        right: 16,
        bottom: 16,
        zIndex: (t) => t.zIndex.snackbar,
        width: wide ? 640 : 400,
        maxWidth: "92vw",
      }}
    >
      <Stack spacing={1}>
        {shown.map((e) => (
          <EventPopup key={`${e.eventId}:${e.origin}`} e={e} canApprove={canApprove} />
        ))}
      </Stack>
    </Box>
  );
}
