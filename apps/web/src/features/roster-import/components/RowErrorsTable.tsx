import type { RosterRowError } from "@care/contracts";
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Paper } from "@mui/material";
import type { ReactNode } from "react";

/** The rows left out and why: the file's line, the member id as written, the column and the Add User text. */
export function RowErrorsTable({ errors }: { errors: readonly RosterRowError[] }): ReactNode {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Row errors">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Member ID</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Error</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e, i) => (
            <TableRow key={`${e.line}-${e.column}-${i}`}>
              <TableCell>{e.line}</TableCell>
              <TableCell>{e.member_id || "-"}</TableCell>
              <TableCell>{e.column}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
