import {
  Box,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from "@mui/material";
import type { KeyboardEvent, MouseEvent, ReactNode } from "react";
import { useNavigate } from "react-router";
import type { SortState } from "./list-params";

/** Spec 1 §8: tables with no rows say 'No Records' (a screen may name its own, e.g. 'No Device found'). */
export const NO_RECORDS = "No Records";
/** Spec 1 §8: what a list says when its call failed (the error dialog has already told why). */
export const FETCH_FAILED = "Results could not be fetched. Please try again";
/** Spec 1 §8: what a search says when it finds nothing (the list without a search says NO_RECORDS). */
export const NO_MATCH = "No Match Found";

/**
 * The empty text of a list: the failure; else the screen's own text where the spec names one (e.g. 'No Device
 * found'); else 'No Match Found' for a search that found nothing; else 'No Records'.
 */
export function emptyListText(o: { failed?: boolean; searched?: boolean; emptyText?: string }): string {
  if (o.failed) return FETCH_FAILED;
  if (o.emptyText !== undefined) return o.emptyText;
  return o.searched ? NO_MATCH : NO_RECORDS;
}

export interface Column<Row> {
  /** The row field shown (and the sort key sent) unless `render` says otherwise. */
  key: string;
  header: string;
  render?: (row: Row) => ReactNode;
  sortable?: boolean;
}

export interface PagedTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows over every page; undefined with cursor paging, where only "is there a next page" is known. */
  total: number | undefined;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  sort?: SortState | null;
  onSortChange?: (field: string) => void;
  /** True while the page's rows load (the previous rows stay visible, dimmed). */
  loading?: boolean;
  /** The last call failed: the empty text becomes FETCH_FAILED. */
  failed?: boolean;
  emptyText?: string;
  /** A search text is applied: an empty answer says NO_MATCH (unless the screen names its own `emptyText`). */
  searched?: boolean;
  /**
   * Where a row leads: the whole row opens it, by a click anywhere on it or Enter when it has the focus. A cell
   * should still hold a real link to the same place (the name), for screen readers and a new tab.
   */
  rowHref?: (row: Row) => string;
}

/** A click on a control inside the row (a link, a button, a switch) is that control's, not the row's. */
const INTERACTIVE = "a, button, input, select, textarea, label, [role='button'], [role='checkbox'], [role='switch']";

/** One table for every server-paged list: header, rows, the empty text and the pager. Holds no state itself. */
export function PagedTable<Row>(props: PagedTableProps<Row>): ReactNode {
  const { columns, rows, page, pageSize, total, hasNext, loading = false, sort } = props;
  const showEmpty = !loading && rows.length === 0;
  const navigate = useNavigate();
  const { rowHref } = props;
  const rowOpening = (row: Row) => {
    if (!rowHref) return {};
    const to = rowHref(row);
    return {
      tabIndex: 0,
      sx: { cursor: "pointer", "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 } },
      onClick: (e: MouseEvent<HTMLTableRowElement>) => {
        if ((e.target as Element).closest(INTERACTIVE) || window.getSelection()?.toString()) return;
        void navigate(to);
      },
      onKeyDown: (e: KeyboardEvent<HTMLTableRowElement>) => {
        if (e.key === "Enter" && e.target === e.currentTarget) void navigate(to);
      },
    };
  };
  return (
    <Paper variant="outlined">
      <TableContainer sx={{ position: "relative" }}>
        <Table size="small" aria-label={props.label} aria-busy={loading || undefined}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  sx={{ fontWeight: 600 }}
                  sortDirection={sort?.field === c.key ? sort.direction : false}
                >
                  {c.sortable && props.onSortChange ? (
                    <TableSortLabel
                      active={sort?.field === c.key}
                      direction={sort?.field === c.key ? sort.direction : "asc"}
                      onClick={() => props.onSortChange?.(c.key)}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: loading && rows.length > 0 ? 0.5 : 1 }}>
            {rows.map((row, i) => (
              <TableRow key={props.rowKey(row, i)} hover {...rowOpening(row)}>
                {columns.map((c) => (
                  <TableCell key={c.key}>{c.render ? c.render(row) : cellText(row, c.key)}</TableCell>
                ))}
              </TableRow>
            ))}
            {showEmpty && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: "text.secondary" }}>
                  {emptyListText(props)}
                </TableCell>
              </TableRow>
            )}
            {loading && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4 }}>
                  <CircularProgress size={28} aria-label="Loading" />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {(rows.length > 0 || page > 1) && (
        <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
          <TablePagination
            component="div"
            count={total ?? -1}
            page={page - 1}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[]}
            onPageChange={(_, zeroBased) => props.onPageChange(zeroBased + 1)}
            slotProps={{ actions: { nextButton: { disabled: !hasNext || loading } } }}
          />
        </Box>
      )}
    </Paper>
  );
}

function cellText(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined || value === "") return "-";
  return String(value);
}
