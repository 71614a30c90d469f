import { SUPPRESSION_MESSAGES, type SuppressionWindow } from "@care/contracts";
import {
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { ApiError } from "../../../lib/api/api-error";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import { FETCH_FAILED, NO_RECORDS } from "../../../lib/table/PagedTable";
import { useDeleteSuppressionWindow } from "../api/delete-suppression-window";
import { useSuppressionWindows } from "../api/list-suppression-windows";
import { dateTime, SUPPRESSION_REASON_LABELS } from "./insight-labels";
import { SuppressionWindowDialog } from "./SuppressionWindowDialog";

/** The dialog in use: adding (null window) or editing one. */
type Editing = { window: SuppressionWindow | null } | null;

/**
 * The senior's suppression windows (docs/care-insights.md "Suppression windows"): while one is active, threshold
 * and no-data alerts are not raised (SOS and falls always are). Staff add, edit and delete them here.
 */
export function SuppressionWindowsList({ senior }: { senior: SeniorRef }): ReactNode {
  const toast = useToast();
  const q = useSuppressionWindows(senior.seniorId, senior.accountId);
  const remove = useDeleteSuppressionWindow(senior.seniorId, senior.accountId);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SuppressionWindow | null>(null);
  const rows = q.data?.items ?? [];

  const confirmDelete = async (w: SuppressionWindow): Promise<void> => {
    try {
      await remove.mutateAsync(w.suppression_window_id);
      toast.show({ type: "success", message: SUPPRESSION_MESSAGES.deleted });
    } catch (err) {
      if (!(err instanceof ApiError && err.kind === "canceled")) {
        toast.show({ type: "error", message: (err as Error).message });
      }
    } finally {
      setDeleting(null);
    }
  };

  // 'active' is the API's word for "now"; a window that is not active started after the answer or has ended.
  return (
    <Box sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ mb: 1, alignItems: "center", justifyContent: "space-between" }}>
        <Typography variant="h6" component="h2">
          Suppression Windows
        </Typography>
        <Button variant="outlined" size="small" onClick={() => setEditing({ window: null })}>
          Add Window
        </Button>
      </Stack>
      <Paper variant="outlined">
        <Table size="small" aria-label="Suppression Windows">
          <TableHead>
            <TableRow>
              {["Start", "End", "Reason", "Note", "State", "Actions"].map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={6} align="center">
                  {q.isPending ? "" : q.isError ? FETCH_FAILED : NO_RECORDS}
                </TableCell>
              </TableRow>
            )}
            {rows.map((w) => (
              <TableRow key={w.suppression_window_id} data-testid={`suppression-${w.suppression_window_id}`}>
                <TableCell>{dateTime(w.start, senior.timezone)}</TableCell>
                <TableCell>{dateTime(w.end, senior.timezone)}</TableCell>
                <TableCell>{SUPPRESSION_REASON_LABELS[w.reason] ?? w.reason}</TableCell>
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
                <TableCell sx={{ whiteSpace: "nowrap" }}>
                  <Button size="small" onClick={() => setEditing({ window: w })}>
                    Edit
                  </Button>
                  <Button size="small" color="error" onClick={() => setDeleting(w)}>
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {editing && (
        <SuppressionWindowDialog
          key={editing.window?.suppression_window_id ?? "new"}
          senior={senior}
          window={editing.window}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Suppression Window?"
        text={
          deleting
            ? `Alerts will be raised again from ${dateTime(deleting.start, senior.timezone)} to ${dateTime(deleting.end, senior.timezone)}.`
            : ""
        }
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
