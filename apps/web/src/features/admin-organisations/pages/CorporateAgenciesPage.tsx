import { FETCH_LIMITS, PAGE_SIZES } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import { Link } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { formatPhone } from "../../../lib/format/phone";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { useCorporates, type CorporateRow } from "../api/corporates";
import { CorporateDialog } from "../components/CorporateDialog";

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
  const list = useOffsetList({
    name: "corporate-agencies",
    filters: FILTERS,
    pageSize: PAGE_SIZE,
    fetchLimit: FETCH_LIMITS.corporateAndFacilities,
  });
  const query = useCorporates({ ...list.range, corporation_name: list.filters.search || undefined });
  const [adding, setAdding] = useState(false);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  return (
    <AdminListPage
      title="Corporate & Agencies"
      add={{ label: "Add Corporation", onClick: () => setAdding(true), startIcon: <Add /> }}
      filters={<NameSearchField label="Search Corporation" value={list.filters.search} onChange={onSearch} />}
      table={{
        label: "Corporations",
        columns: COLUMNS,
        rowKey: (c) => c.id,
        ...offsetPaging(list, query),
        emptyText: "No Corporation found",
      }}
    >
      {adding && <CorporateDialog onClose={() => setAdding(false)} />}
    </AdminListPage>
  );
}
