import { FACILITY_TYPE_LABELS, PAGE_SIZES } from "@care/contracts";
import { Box, Link } from "@mui/material";
import { useCallback, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { agencyHomePath } from "../../../lib/routing/agency-paths";
import { formatPhone } from "../../../lib/format/phone";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { useAgencyList, type AgencyListRow } from "../api/get-agency-list";
import { cityState } from "../components/AgencyHeaderCard";
import { useAgencyCrumbs } from "./use-agency-crumbs";

const FILTERS = ["search"] as const;
const SIZE = PAGE_SIZES.default;

const COLUMNS: readonly Column<AgencyListRow>[] = [
  {
    key: "name",
    header: "Agency",
    render: (r) => (
      <Link component={RouterLink} to={agencyHomePath(r.facility_id)}>
        {r.name}
      </Link>
    ),
  },
  { key: "corporate_name", header: "Corporate" },
  { key: "facility_type", header: "Type", render: (r) => FACILITY_TYPE_LABELS[r.facility_type] },
  { key: "city", header: "City/State", render: (r) => cityState(r) },
  { key: "phone", header: "Phone #", render: (r) => formatPhone(r.phone) },
  { key: "total", header: "Total Clients", render: (r) => r.resident_counts.total_residents },
  { key: "overall", header: "Overall", render: (r) => r.resident_counts.overall },
  { key: "blue", header: "Blue", render: (r) => r.resident_counts.blue },
  { key: "green", header: "Green", render: (r) => r.resident_counts.green },
  { key: "gold", header: "Gold", render: (r) => r.resident_counts.gold },
  { key: "white", header: "White", render: (r) => r.resident_counts.white },
];

/**
 * /facility-management: the agency list (spec 1 §2), 10 a page. The search goes out 500 ms after the last keystroke
 * and only when empty or at least 3 characters long (spec 1 §5); a search that finds nothing says 'No Match Found'.
 */
export function AgencyListPage(): ReactNode {
  const list = useListParams({ name: "agency-list", filters: FILTERS });
  const win = offsetWindow(list.page, SIZE);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);
  const search = list.filters.search.trim();
  const query = useAgencyList({ offset: win.offset, limit: win.limit, ...(search ? { search } : {}) });
  const page = pageOfRows(win, SIZE, query.data && { ...query.data, nextOffset: query.data.next_offset });
  return (
    <Box data-testid="page" data-page-title="Agencies">
      <PageHeader title="Agencies" crumbs={useAgencyCrumbs("list")} />
      <Box sx={{ mb: 2 }}>
        <NameSearchField
          label="Search agencies"
          placeholder="Search by agency or corporate"
          value={list.filters.search}
          onChange={onSearch}
        />
      </Box>
      <PagedTable
        label="Agencies"
        columns={COLUMNS}
        rows={page.rows}
        rowKey={(r) => r.facility_id}
        page={list.page}
        pageSize={SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
        searched={search !== ""}
      />
    </Box>
  );
}
