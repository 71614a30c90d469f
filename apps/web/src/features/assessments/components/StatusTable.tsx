import { ASSESSMENT_LABELS } from "@care/contracts";
import { Chip, Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import type { AssessmentStatusRow as StatusRow } from "../../../lib/shared/assessment-status";
import { formatDateTime } from "./format";

/** What a status reads as (spec 2 §3: save, submit, NOT_ENABLED; never done). */
export function statusLabel(row: StatusRow): string {
  if (row.isDisabled || row.status === "NOT_ENABLED") return "Not Enabled";
  if (row.status === "submit") return "Submitted";
  if (row.status === "save") return "Saved (Draft)";
  return "Not Started";
}

const DUE_REASONS: Readonly<Record<NonNullable<StatusRow["due_reason"]>, string>> = {
  never_done: "Never done",
  incomplete: "Incomplete",
  older_than_90_days: "Older than 90 days",
};

/**
 * A member's assessment status list (spec 2 §3 'Status per member'), the due ones marked with why (spec 2 §4).
 * `linkOf` gives the screen of a kind where the user may open it.
 */
export function StatusTable({
  rows,
  label,
  linkOf,
}: {
  rows: readonly StatusRow[];
  label: string;
  linkOf?: (row: StatusRow) => string | undefined;
}): ReactNode {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Assessment</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Status</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Date & Time</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Due</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => {
            const to = linkOf?.(r);
            const name = ASSESSMENT_LABELS[r.name];
            return (
              <TableRow key={r.name} sx={{ opacity: r.isDisabled ? 0.6 : 1 }}>
                <TableCell>
                  {to ? (
                    <Link component={RouterLink} to={to}>
                      {name}
                    </Link>
                  ) : (
                    name
                  )}
                </TableCell>
                <TableCell>{statusLabel(r)}</TableCell>
                <TableCell>{formatDateTime(r.datetime)}</TableCell>
                <TableCell>
                  {r.is_due ? (
                    <Chip size="small" color="warning" label={r.due_reason ? DUE_REASONS[r.due_reason] : "Due"} />
                  ) : (
                    "-"
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
