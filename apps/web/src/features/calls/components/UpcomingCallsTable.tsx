import { Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { NO_RECORDS } from "../../../lib/table/PagedTable";
import { formatInZone } from "../../../lib/format/zoned-time";
import type { ScheduledCall } from "../api/get-call-schedule";
import { CALL_STATUS_LABELS, isDueCall, isOpenCall, minutesText } from "../model/call-labels";
import { useMinuteClock } from "../model/use-minute-clock";

export interface UpcomingCallsTableProps {
  /** The table's accessible name. */
  label?: string;
  calls: readonly ScheduledCall[];
  timeZone: string;
  loading: boolean;
  onMove: (call: ScheduledCall) => void;
  onCancel: (call: ScheduledCall) => void;
  /** 'Call completed' on a due call (open, its start time come). */
  onComplete?: (call: ScheduledCall) => void;
}

/**
 * Calls of the senior on the Scheduler tab, soonest first, each movable and cancellable while open; a due one
 * (its start time come) can be completed.
 */
export function UpcomingCallsTable({
  label = "Upcoming calls",
  calls,
  timeZone,
  loading,
  onMove,
  onCancel,
  onComplete,
}: UpcomingCallsTableProps): ReactNode {
  const now = useMinuteClock();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} aria-busy={loading || undefined}>
        <TableHead>
          <TableRow>
            {["Date & Time", "Callee", "Care Agent", "Duration", "Reason", "Status", "Actions"].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 600 }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {calls.map((c) => (
            <TableRow key={c.call_id}>
              <TableCell>{formatInZone(c.start_time, timeZone)}</TableCell>
              <TableCell>{c.callee_name}</TableCell>
              <TableCell>{c.careagent_name}</TableCell>
              <TableCell>{minutesText(c.duration)}</TableCell>
              <TableCell>{c.call_reason ?? "-"}</TableCell>
              <TableCell>{CALL_STATUS_LABELS[c.call_status]}</TableCell>
              <TableCell>
                {isOpenCall(c.call_status) && (
                  <Stack direction="row" spacing={1}>
                    {onComplete && isDueCall(c, now) && (
                      <Button size="small" variant="contained" onClick={() => onComplete(c)}>
                        Call completed
                      </Button>
                    )}
                    <Button size="small" onClick={() => onMove(c)}>
                      Move
                    </Button>
                    <Button size="small" color="error" onClick={() => onCancel(c)}>
                      Cancel
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!loading && calls.length === 0 && (
            <TableRow>
              <TableCell colSpan={7} align="center">
                {NO_RECORDS}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
