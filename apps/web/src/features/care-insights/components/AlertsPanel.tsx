import { MESSAGE_MAX_LENGTH } from "@care/contracts";
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useSession } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { FETCH_FAILED } from "../../../lib/table/PagedTable";
import { useAlerts, type AlertRow } from "../api/list-alerts";
import { useSetNoAction } from "../api/set-no-action";
import { useUpdateInsight } from "../api/update-insight";
import { AlertDetailRows } from "./AlertDetailRows";
import { dateTime, measurementLabel, STATUS_LABELS } from "./insight-labels";

/** Spec 2 §4: action-type insights with status new or abandoned load as alerts. */
const ALERT_STATUSES = JSON.stringify(["new", "abandoned"]);
/** One call holds every open alert of a senior (the route's largest page). */
const ALERTS_LIMIT = 100;
/** Spec 2 §8 success text of an update. */
export const ALERT_UPDATED = "Updated successfully.";

/** The note sent with an alert for approval (update-insight's message, trimmed; empty keeps the alert's text). */
function SendForApprovalDialog({
  alert,
  busy,
  onSend,
  onClose,
}: {
  alert: AlertRow;
  busy: boolean;
  onSend: (note: string) => void;
  onClose: () => void;
}): ReactNode {
  const [note, setNote] = useState(alert.message);
  return (
    <Dialog open onClose={onClose} aria-labelledby="send-alert-title" maxWidth="sm" fullWidth>
      <DialogTitle id="send-alert-title">Send for Approval</DialogTitle>
      <DialogContent sx={{ pt: "8px !important" }}>
        <TextField
          label="Message"
          fullWidth
          multiline
          minRows={4}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, MESSAGE_MAX_LENGTH))}
          helperText={`${note.length}/${MESSAGE_MAX_LENGTH}`}
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => onSend(note.trim())}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The care agent's alerts of the senior (spec 2 §4, §7): action-type insights with status new or abandoned, from
 * GET careinsights/query. Each can be sent for approval with a note or closed as no action (PUT
 * careinsights/update-insight); the selected ones go to no action at once (PUT careinsights/update-status). An alert
 * acted on leaves the list; its new state shows in the history below.
 */
export function AlertsPanel({ senior }: { senior: SeniorRef }): ReactNode {
  const { userId } = useSession();
  const toast = useToast();
  const alerts = useAlerts({
    senior_id: senior.seniorId,
    account_id: senior.accountId || undefined,
    status: ALERT_STATUSES,
    limit: ALERTS_LIMIT,
  });
  const update = useUpdateInsight();
  const noAction = useSetNoAction();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState<AlertRow | null>(null);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const rows = alerts.data?.items ?? [];
  // Only alerts still listed count as selected (one acted on elsewhere leaves the list and the selection).
  const chosen = rows.filter((r) => selected.has(r.care_insight_id)).map((r) => r.care_insight_id);
  const busy = update.isPending || noAction.isPending;

  const toggle = (id: string, on: boolean): void =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const act = async (alert: AlertRow, status: "sent_for_approval" | "no_action", message?: string): Promise<void> => {
    try {
      await update.mutateAsync({ care_insight_id: alert.care_insight_id, updated_by: userId, status, message });
      toggle(alert.care_insight_id, false);
      toast.show({ type: "success", message: ALERT_UPDATED });
      setSending(null);
    } catch {
      // The API client showed the error.
    }
  };

  const bulk = async (): Promise<void> => {
    try {
      await noAction.mutateAsync({ care_insight_ids: chosen, updated_by: userId, status: "no_action" });
      setSelected(new Set());
      toast.show({ type: "success", message: ALERT_UPDATED });
    } catch {
      // The API client showed the error.
    } finally {
      setConfirmBulk(false);
    }
  };

  const allOn = rows.length > 0 && chosen.length === rows.length;
  return (
    <Card variant="outlined" sx={{ mb: 3 }} data-testid="alerts-panel">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: "center", mb: 1, gap: 2, flexWrap: "wrap" }}>
          <Typography variant="h6" component="h2">
            Alerts
          </Typography>
          <Chip
            size="small"
            color={rows.length > 0 ? "error" : "default"}
            label={rows.length}
            aria-label="Open alerts"
          />
          <Button
            sx={{ ml: "auto" }}
            variant="outlined"
            disabled={chosen.length === 0 || busy}
            onClick={() => setConfirmBulk(true)}
          >
            {`No Action for Selected (${chosen.length})`}
          </Button>
        </Stack>
        <TableContainer>
          <Table size="small" aria-label="Alerts" aria-busy={alerts.isFetching || undefined}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allOn}
                    indeterminate={chosen.length > 0 && !allOn}
                    disabled={rows.length === 0}
                    onChange={(e) => setSelected(new Set(e.target.checked ? rows.map((r) => r.care_insight_id) : []))}
                    slotProps={{ input: { "aria-label": "Select all alerts" } }}
                  />
                </TableCell>
                {["Date/Time Generated", "Vital Sign", "Message", "Status", "Actions"].map((h) => (
                  <TableCell key={h} sx={{ fontWeight: 600 }}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((a) => (
                <TableRow key={a.care_insight_id} data-testid="alert-row">
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(a.care_insight_id)}
                      onChange={(e) => toggle(a.care_insight_id, e.target.checked)}
                      slotProps={{ input: { "aria-label": `Select alert ${a.message}` } }}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{dateTime(a.timestamp, senior.timezone)}</TableCell>
                  <TableCell>{a.vital_type ? measurementLabel(a.vital_type) : "-"}</TableCell>
                  <TableCell sx={{ overflowWrap: "anywhere", minWidth: 480 }}>
                    {a.message}
                    <Box sx={{ mt: 1, "& th, & td": { whiteSpace: "nowrap", py: 0.5 } }}>
                      <AlertDetailRows detail={a.detail} timezone={senior.timezone} />
                    </Box>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" label={STATUS_LABELS[a.status]} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ whiteSpace: "nowrap" }}>
                      <Button size="small" variant="contained" disabled={busy} onClick={() => setSending(a)}>
                        Send for Approval
                      </Button>
                      <Button size="small" disabled={busy} onClick={() => void act(a, "no_action")}>
                        No Action
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
              {!alerts.isFetching && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} align="center">
                    {alerts.isError ? FETCH_FAILED : "No open alerts"}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
      {sending && (
        <SendForApprovalDialog
          alert={sending}
          busy={busy}
          onClose={() => setSending(null)}
          onSend={(note) => void act(sending, "sent_for_approval", note || undefined)}
        />
      )}
      <ConfirmDialog
        open={confirmBulk}
        title="Set the selected alerts to no action?"
        text={`${chosen.length} alert${chosen.length === 1 ? "" : "s"} will be closed with no action.`}
        confirmLabel="No Action"
        busy={busy}
        onConfirm={() => void bulk()}
        onCancel={() => setConfirmBulk(false)}
      />
    </Card>
  );
}
