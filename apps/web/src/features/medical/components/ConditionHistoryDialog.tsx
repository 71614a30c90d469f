import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from "@mui/material";
import type { ReactNode } from "react";
import { FETCH_FAILED, NO_RECORDS } from "../../../lib/table/PagedTable";
import { useConditionHistory } from "../api/get-condition-history";
import { formatIsoDate, formatTimestamp } from "./medical-format";

const CHANGE_LABEL = { created: "Added", updated: "Edited", deleted: "Deleted" } as const;

/** Every version of one condition, newest first: what it said after each change, who changed it and when. */
export function ConditionHistoryDialog({
  seniorId,
  conditionId,
  title,
  onClose,
}: {
  seniorId: string;
  conditionId: string;
  title: string;
  onClose: () => void;
}): ReactNode {
  const history = useConditionHistory(seniorId, conditionId);
  const rows = history.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="condition-history-title">
      <DialogTitle id="condition-history-title">History: {title}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Medical Condition History">
          <TableHead>
            <TableRow>
              {[
                "Version",
                "Change",
                "Condition",
                "Severity Level",
                "Date of Onset",
                "Notes",
                "Changed By",
                "Changed At",
              ].map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((v) => (
              <TableRow key={v.history_id}>
                <TableCell>{v.version}</TableCell>
                <TableCell>{CHANGE_LABEL[v.change]}</TableCell>
                <TableCell>{v.condition}</TableCell>
                <TableCell>{v.severity_level ?? "-"}</TableCell>
                <TableCell>{formatIsoDate(v.date_of_onset)}</TableCell>
                <TableCell sx={{ whiteSpace: "pre-wrap", maxWidth: 240 }}>{v.notes ?? "-"}</TableCell>
                <TableCell>{v.changed_by ?? "-"}</TableCell>
                <TableCell>{formatTimestamp(v.changed_at)}</TableCell>
              </TableRow>
            ))}
            {!history.isFetching && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={8} align="center">
                  {history.isError ? FETCH_FAILED : NO_RECORDS}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
