import { CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useInsightSubHistory } from "../api/get-insight-sub-history";
import { dateTime, STATUS_LABELS } from "./insight-labels";

/** The sub-history of one insight (spec 2 §3): every status change, oldest first, with who and the text then. */
export function SubHistoryTable({
  careInsightId,
  seniorId,
  timezone,
}: {
  careInsightId: string;
  seniorId: string;
  timezone: string;
}): ReactNode {
  const q = useInsightSubHistory(careInsightId, seniorId);
  if (q.isPending) return <CircularProgress size={20} aria-label="Loading history" />;
  if (q.isError) return <Typography color="error">Results could not be fetched. Please try again</Typography>;
  return (
    <Table size="small" aria-label="Status history">
      <TableHead>
        <TableRow>
          {["Date/Time", "Status", "By", "Message"].map((h) => (
            <TableCell key={h} sx={{ fontWeight: 600 }}>
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {q.data.map((h) => (
          <TableRow key={h.id}>
            <TableCell sx={{ whiteSpace: "nowrap" }}>{dateTime(h.changed_at, timezone)}</TableCell>
            <TableCell>{STATUS_LABELS[h.to_status]}</TableCell>
            <TableCell>{h.changed_by_name ?? "System"}</TableCell>
            <TableCell sx={{ overflowWrap: "anywhere" }}>{h.message ?? "-"}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
