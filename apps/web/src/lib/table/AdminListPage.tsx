import { Box, Button } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader } from "../layout/PageHeader";
import { PATHS } from "../routing/paths";
import { FilterBar } from "./FilterBar";
import { PagedTable, type PagedTableProps } from "./PagedTable";

export interface AdminListPageProps<Row> {
  /** The screen's name: its heading, the last crumb after 'Admin', and the page's data-page-title. */
  title: string;
  /** The header's button that adds a row (Add …, New …, Upload …). */
  add?: { label: string; onClick: () => void; startIcon?: ReactNode };
  /** The list's filters, lined up in one FilterBar above the table. */
  filters?: ReactNode;
  table: PagedTableProps<Row>;
  /** What the list opens (its dialogs). */
  children?: ReactNode;
}

/**
 * The frame every administration list shares: the Admin breadcrumb and title with the screen's actions, the
 * filter bar and the server-paged table, so the screens differ only in their columns, filters and dialogs.
 */
export function AdminListPage<Row>({ title, add, filters, table, children }: AdminListPageProps<Row>): ReactNode {
  return (
    <Box data-testid="page" data-page-title={title}>
      <PageHeader
        title={title}
        crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: title }]}
        actions={
          add && (
            <Button variant="contained" startIcon={add.startIcon} onClick={add.onClick}>
              {add.label}
            </Button>
          )
        }
      />
      {filters && <FilterBar>{filters}</FilterBar>}
      <PagedTable {...table} />
      {children}
    </Box>
  );
}
