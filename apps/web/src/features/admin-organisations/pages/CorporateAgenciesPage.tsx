import { FETCH_LIMITS, PAGE_SIZES } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import { Box, Button, Link } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../app/layout/PageHeader";
import { formatPhone } from "../../../lib/format/phone";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useCorporates, type CorporateRow } from "../api/corporates";
import { CorporateDialog } from "../components/CorporateDialog";
import { SearchField } from "../components/SearchField";

const FILTERS = ["search"] as const;
const PAGE_SIZE = PAGE_SIZES.corporateAndFacilities;
export const CORPORATE_AGENCIES_PATH = "/portal-admin/corporate-agencies";

const COLUMNS: readonly Column<CorporateRow>[] = [
  {
    key: "name",
    header: "Corporation",
    render: (c) => (
      <Link component={RouterLink} to={`${CORPORATE_AGENCIES_PATH}/${c.id}`}>
        {c.name}
      </Link>
    ),
  },
  { key: "phone_office", header: "Office Phone", render: (c) => formatPhone(c.phone_office) },
  { key: "facility_count", header: "Facilities" },
  { key: "total_residents", header: "Total Residents" },
];

/**
 * /portal-admin/corporate-agencies, the corporate management list (spec 2 §2): corporations by name, 10 a page and
 * 100 a call (spec 2 §9), searchable by name; a BDM lands here. A corporation opens its facility list.
 */
export function CorporateAgenciesPage(): ReactNode {
  const list = useListParams({ name: "corporate-agencies", filters: FILTERS });
  const win = offsetWindow(list.page, PAGE_SIZE, FETCH_LIMITS.corporateAndFacilities);
  const query = useCorporates({
    offset: win.offset,
    limit: win.limit,
    corporation_name: list.filters.search || undefined,
  });
  const page = pageOfRows(win, PAGE_SIZE, query.data && { ...query.data, nextOffset: query.data.next_offset });
  const [adding, setAdding] = useState(false);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  return (
    <Box data-testid="page" data-page-title="Corporate & Agencies">
      <PageHeader
        title="Corporate & Agencies"
        crumbs={[{ label: "Admin", to: "/portal-admin/" }, { label: "Corporate & Agencies" }]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Add Corporation
          </Button>
        }
      />
      <Box sx={{ display: "flex", gap: 2, mb: 2 }}>
        <SearchField label="Search Corporation" value={list.filters.search} onChange={onSearch} />
      </Box>
      <PagedTable
        label="Corporations"
        columns={COLUMNS}
        rows={page.rows}
        rowKey={(c) => c.id}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
        emptyText="No Corporation found"
      />
      {adding && <CorporateDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}
