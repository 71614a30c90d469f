import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from "@mui/material";
import type { ReactNode } from "react";
import { SeniorAvatar } from "../../../lib/senior-photo/SeniorAvatar";
import { emptyListText } from "../../../lib/table/PagedTable";
import type { AgencyResident } from "../api/get-agency-residents";
import { daysLabel } from "../model/graph-axes";

/** The clients table (spec 3 §2): photo/initials, Last Name, First Name, LOS, Wellness Coach; a row opens the client. */
export function ClientsTable({
  rows,
  page,
  pageSize,
  total,
  onPageChange,
  highlighted,
  onOpen,
  loading,
  failed,
  searched = false,
}: {
  rows: readonly AgencyResident[];
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  highlighted: ReadonlySet<string>;
  onOpen: (row: AgencyResident) => void;
  loading: boolean;
  failed: boolean;
  /** A name search is applied: an empty answer says 'No Match Found'. */
  searched?: boolean;
}): ReactNode {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label="Clients" aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 56 }} />
              <TableCell>Last Name</TableCell>
              <TableCell>First Name</TableCell>
              <TableCell>LOS</TableCell>
              <TableCell>Wellness Coach</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const marked = highlighted.has(r.senior_id);
              return (
                <TableRow
                  key={r.senior_id}
                  hover
                  onClick={() => onOpen(r)}
                  data-highlighted={marked || undefined}
                  sx={{ cursor: "pointer", ...(marked ? { bgcolor: "warning.light" } : {}) }}
                >
                  <TableCell>
                    <SeniorAvatar
                      seniorId={r.senior_id}
                      accountId={r.account_id}
                      imageId={r.profile_image_id}
                      firstName={r.first_name}
                      lastName={r.last_name}
                      sx={{ width: 32, height: 32, fontSize: 14 }}
                    />
                  </TableCell>
                  <TableCell>{r.last_name}</TableCell>
                  <TableCell>{r.first_name}</TableCell>
                  <TableCell>{r.los_days === null ? "-" : daysLabel(r.los_days)}</TableCell>
                  <TableCell>{r.coach_name ?? "-"}</TableCell>
                </TableRow>
              );
            })}
            {!loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>
                  <Typography color="text.secondary" sx={{ textAlign: "center", py: 2 }}>
                    {emptyListText({ failed, searched })}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, p) => onPageChange(p + 1)}
      />
    </Paper>
  );
}
