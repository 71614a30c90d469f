import type { AlarmEvent } from "@care/contracts";
import Close from "@mui/icons-material/Close";
import PersonPinCircle from "@mui/icons-material/PersonPinCircle";
import ReportProblem from "@mui/icons-material/ReportProblem";
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { AlarmResponderInfo } from "../../../lib/alarm-details/AlarmResponderInfo";
import { formatElapsed } from "../../../lib/alarm-details/elapsed";
import { ElapsedSince } from "../../../lib/alarm-details/ElapsedSince";
import { formatPhone } from "../../../lib/format/phone";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import type { QueuedAlarm } from "./alarm-queue";

export const alarmTitle = (alarm: Pick<AlarmEvent, "status" | "senior_name">): string =>
  `${alarm.status === "sos" ? "SOS Alert" : "Fall Alert"} — ${alarm.senior_name}`;

function formatAlarmTime(iso: string | null, timeZone: string): string {
  if (!iso) return "-";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "short", timeStyle: "short", timeZone }).format(date);
  } catch {
    return date.toLocaleString("en-US");
  }
}

function Detail({ label, value }: { label: string; value: ReactNode }): ReactNode {
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6">{value}</Typography>
    </Box>
  );
}

export interface AlarmPopupProps {
  item: QueuedAlarm;
  busy: boolean;
  onTake(): void;
  onClose(): void;
}

/**
 * One SOS or fall alarm, maximised (spec 3 §4): Take when pending; Close once this user has taken it. It paints at
 * once with the event's fields (the spec's, unchanged, plus how long ago it was raised and, for a late alarm, how
 * late); the responder's extras (AlarmResponderInfo: location, caregivers, conditions) load after and fill in below.
 */
export function AlarmPopup({ item, busy, onTake, onClose }: AlarmPopupProps): ReactNode {
  const { alarm, view } = item;
  const titleId = `alarm-title-${alarm.alarm_id}`;
  return (
    <Dialog
      open
      fullScreen
      aria-labelledby={titleId}
      data-testid={`alarm-popup-${alarm.alarm_id}`}
      data-alarm-view={view}
      slotProps={{ paper: { sx: { bgcolor: view === "pending" ? "error.50" : "background.paper" } } }}
    >
      <DialogTitle
        id={titleId}
        sx={{ bgcolor: "error.main", color: "error.contrastText", display: "flex", gap: 1, alignItems: "center" }}
      >
        {alarm.status === "sos" ? <ReportProblem /> : <PersonPinCircle />}
        {alarmTitle(alarm)}
      </DialogTitle>
      <DialogContent sx={{ pt: 4 }}>
        <Stack spacing={3} sx={{ mt: 3, maxWidth: 720 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Chip
              label={view === "pending" ? "Waiting for a care agent" : `Assigned to ${alarm.assigned_to_name ?? "you"}`}
              color={view === "pending" ? "error" : "success"}
            />
            {alarm.late_by_s !== null && (
              <Chip color="warning" label={`Late by ${formatElapsed(alarm.late_by_s * 1000)}`} />
            )}
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={6}>
            <Detail label="Member ID" value={alarm.member_id} />
            <Box>
              <Detail label="Raised at" value={formatAlarmTime(alarm.timestamp, alarm.senior_timezone)} />
              <Typography variant="body2" sx={{ color: "error.main", fontWeight: 600 }} data-testid="alarm-raised-ago">
                <ElapsedSince since={alarm.timestamp} template="raised {elapsed} ago" />
              </Typography>
            </Box>
            <Detail label="Mobile" value={formatPhone(alarm.senior_mobile)} />
          </Stack>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={6}>
            <Detail label="Last alert" value={formatAlarmTime(alarm.last_alert_time, alarm.senior_timezone)} />
            <Detail label="Last call" value={formatAlarmTime(alarm.last_call_time, alarm.senior_timezone)} />
          </Stack>
          {alarm.last_location && (
            <Detail
              label="Last location"
              value={`${alarm.last_location.lat.toFixed(5)}, ${alarm.last_location.lng.toFixed(5)}`}
            />
          )}
          {alarm.escalation_level > 0 && <Detail label="Escalation level" value={alarm.escalation_level} />}
        </Stack>
        <Divider sx={{ my: 2, maxWidth: 1100 }} />
        <Box sx={{ maxWidth: 1100 }}>
          <AlarmResponderInfo
            alarmId={alarm.alarm_id}
            seniorId={alarm.senior_id}
            accountId={alarm.account_id}
            locationHref={seniorPath(
              { seniorId: alarm.senior_id, accountId: alarm.account_id, timezone: alarm.senior_timezone },
              "senior-location",
            )}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ p: 3 }}>
        {view === "pending" ? (
          <Button variant="contained" color="error" size="large" onClick={onTake} disabled={busy}>
            Take
          </Button>
        ) : (
          <Button variant="contained" size="large" startIcon={<Close />} onClick={onClose} disabled={busy}>
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
