import type { NoDataSetting } from "@care/contracts";
import { Box, Button, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useState, type ReactNode } from "react";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { FETCH_FAILED, NO_RECORDS } from "../../../lib/table/PagedTable";
import { useNoDataSettings } from "../api/get-no-data-settings";
import { dateTime } from "./insight-labels";
import { deviceLabel, silenceText } from "./no-data-labels";
import { NoDataSettingDialog } from "./NoDataSettingDialog";

/**
 * No-data alerts (docs/care-insights.md "No-data alerts"): per device kind, how long a silence lasts before one
 * 'no data' care insight is raised for review, whether it is raised at all, and the alert of a silence in progress.
 */
export function NoDataSettingsPanel({ senior }: { senior: SeniorRef }): ReactNode {
  const q = useNoDataSettings(senior.seniorId, senior.accountId);
  const [editing, setEditing] = useState<NoDataSetting | null>(null);
  const rows = q.data ?? [];
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        No-Data Alerts
      </Typography>
      <Paper variant="outlined">
        <Table size="small" aria-label="No-Data Alerts">
          <TableHead>
            <TableRow>
              {["Device", "Silence", "Alert", "Open Alert", "Actions"].map((h) => (
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
            {rows.map((s) => (
              <TableRow key={s.device_type} data-testid={`no-data-${s.device_type}`}>
                <TableCell>
                  {deviceLabel(s.device_type)}
                  {s.device_id === null && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      No device linked
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {silenceText(s.silence, s.unit)}
                  {s.silence === s.default_silence ? " (default)" : ""}
                </TableCell>
                <TableCell>{s.enabled ? "On" : "Off"}</TableCell>
                <TableCell>
                  {s.open_alert ? (
                    <Chip
                      size="small"
                      color="warning"
                      label={`Since ${dateTime(s.open_alert.raised_at, senior.timezone)}`}
                    />
                  ) : (
                    "-"
                  )}
                </TableCell>
                <TableCell>
                  <Button size="small" onClick={() => setEditing(s)}>
                    Edit
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {editing && (
        <NoDataSettingDialog
          key={editing.device_type}
          senior={senior}
          setting={editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
