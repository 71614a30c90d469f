import { Box, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { SeniorRef } from "../../../app/routing/senior-tabs";
import { FETCH_FAILED, NO_RECORDS } from "../../../lib/table/PagedTable";
import { useSuppressionWindows } from "../api/list-suppression-windows";
import { dateTime } from "./insight-labels";

const REASONS: Record<string, string> = { away: "Away", hospital_stay: "Hospital Stay", other: "Other" };

/**
 * The senior's suppression windows (docs/care-insights.md "Suppression windows"), read-only: while one is active,
 * threshold and no-data alerts are not raised (SOS and falls always are).
 */
export function SuppressionWindowsList({ senior }: { senior: SeniorRef }): ReactNode {
  const q = useSuppressionWindows(senior.seniorId, senior.accountId);
  const rows = q.data?.items ?? [];
  // 'active' is the API's word for "now"; a window that is not active started after the answer or has ended.
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Suppression Windows
      </Typography>
      <Paper variant="outlined">
        <Table size="small" aria-label="Suppression Windows">
          <TableHead>
            <TableRow>
              {["Start", "End", "Reason", "Note", "State"].map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center">
                  {q.isPending ? "" : q.isError ? FETCH_FAILED : NO_RECORDS}
                </TableCell>
              </TableRow>
            )}
            {rows.map((w) => (
              <TableRow key={w.suppression_window_id}>
                <TableCell>{dateTime(w.start, senior.timezone)}</TableCell>
                <TableCell>{dateTime(w.end, senior.timezone)}</TableCell>
                <TableCell>{REASONS[w.reason] ?? w.reason}</TableCell>
                <TableCell sx={{ overflowWrap: "anywhere" }}>{w.note ?? "-"}</TableCell>
                <TableCell>
                  {w.active ? (
                    <Chip size="small" color="warning" label="Active" />
                  ) : new Date(w.start).getTime() > q.dataUpdatedAt ? (
                    "Upcoming"
                  ) : (
                    "Ended"
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}
