import { Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { NO_RECORDS } from "../../../lib/table/PagedTable";
import { formatInZone } from "../../../lib/format/zoned-time";
import type { ScheduledCall } from "../api/get-call-schedule";
import { CALL_STATUS_LABELS, isOpenCall, minutesText } from "../model/call-labels";

export interface UpcomingCallsTableProps {
  calls: readonly ScheduledCall[];
  timeZone: string;
  loading: boolean;
  onMove: (call: ScheduledCall) => void;
  onCancel: (call: ScheduledCall) => void;
}

/** The senior's coming calls on the Scheduler tab, soonest first, each movable and cancellable while open. */
export function UpcomingCallsTable({ calls, timeZone, loading, onMove, onCancel }: UpcomingCallsTableProps): ReactNode {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Upcoming calls" aria-busy={loading || undefined}>
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
