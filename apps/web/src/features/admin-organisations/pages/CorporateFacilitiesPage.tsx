import { FACILITY_TYPE_LABELS, FETCH_LIMITS, PAGE_SIZES } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import { Box, Button, Link, Paper, Stack, Typography } from "@mui/material";
import { useEffect, useState, type ReactNode } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { formatPhone } from "../../../lib/format/phone";
import { agencyHomePath } from "../../../lib/routing/agency-paths";
import { useKeyPages } from "../../../lib/table/key-pages";
import { useListParams } from "../../../lib/table/list-params";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useFacilities, type FacilityRow } from "../api/facilities";
import { FacilityDialog } from "../components/FacilityDialog";
import { CORPORATE_AGENCIES_PATH } from "./CorporateAgenciesPage";

const PAGE_SIZE = PAGE_SIZES.corporateAndFacilities;
const FETCH = FETCH_LIMITS.corporateAndFacilities;
const PAGES_PER_CALL = FETCH / PAGE_SIZE;

const address = (f: FacilityRow): string =>
  [f.address_street, f.address_city, [f.address_state, f.address_postalcode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ") || "-";

const COLUMNS: readonly Column<FacilityRow>[] = [
  // The facility's agency home (/facility-management/{id}): every role of this page may open the agency area.
  {
    key: "name",
    header: "Facility",
    render: (f) => (
      <Link component={RouterLink} to={agencyHomePath(f.id)}>
        {f.name}
      </Link>
    ),
  },
  { key: "address", header: "Address", render: address },
  { key: "phone_office", header: "Phone", render: (f) => formatPhone(f.phone_office) },
  { key: "facility_type", header: "Type", render: (f) => FACILITY_TYPE_LABELS[f.facility_type] },
  { key: "total_residents", header: "Total Residents" },
];

/**
 * /portal-admin/corporate-agencies/:corporateId, the facility management list with its breadcrumb (spec 2 §2):
 * the corporation's facilities, 10 a page, fetched 100 at a time with the cursor the API returns (spec 2 §7). A
 * facility's name (or anywhere on its row) opens its agency home.
 */
export function CorporateFacilitiesPage(): ReactNode {
  const { corporateId = "" } = useParams();
  const list = useListParams({ name: "corporate-facilities", seniorId: corporateId });
  // Table pages 1-10 come from the first call, 11-20 from the second (started at its cursor), and so on.
  const call = Math.floor((list.page - 1) / PAGES_PER_CALL) + 1;
  const cursors = useKeyPages("corporate-facilities", corporateId, call, corporateId);
  const query = useFacilities(
    { corporate_id: corporateId, limit: FETCH, last_evaluated_key: cursors.key ?? undefined },
    cursors.key !== undefined,
  );
  const { remember } = cursors;
  const nextKey = query.data?.lastEvaluatedKey;
  useEffect(() => {
    if (nextKey !== undefined && !query.isPlaceholderData) remember(call, nextKey);
  }, [call, nextKey, query.isPlaceholderData, remember]);
  const { setPage } = list;
  // A link to a page whose cursor is unknown starts again from the first page.
  useEffect(() => {
    if (cursors.key === undefined) setPage(1);
  }, [cursors.key, setPage]);

  const start = ((list.page - 1) % PAGES_PER_CALL) * PAGE_SIZE;
  const all = query.data?.facilities ?? [];
  const rows = all.slice(start, start + PAGE_SIZE);
  const hasNext = start + PAGE_SIZE < all.length || (nextKey !== undefined && nextKey !== null);
  const corporate = query.data?.corporate;
  const [adding, setAdding] = useState(false);

  return (
    <Box data-testid="page" data-page-title="Corporate Agencies">
      <PageHeader
        title={corporate?.name ?? "Corporate Agencies"}
        crumbs={[
          { label: "Admin", to: "/portal-admin/" },
          { label: "Corporate & Agencies", to: CORPORATE_AGENCIES_PATH },
          { label: corporate?.name ?? "Facilities" },
        ]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)} disabled={!corporate}>
            Add Facility
          </Button>
        }
      />
      {corporate && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Corporation summary" component="section">
          <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: "wrap" }}>
            <Summary label="Office Phone" value={formatPhone(corporate.phone_office)} />
            <Summary label="Facilities" value={String(corporate.facility_count)} />
            <Summary label="Total Residents" value={String(query.data?.totalResidents ?? 0)} />
          </Stack>
        </Paper>
      )}
      <PagedTable
        label="Facilities"
        columns={COLUMNS}
        rows={rows}
        rowKey={(f) => f.id}
        rowHref={(f) => agencyHomePath(f.id)}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={nextKey === null ? (call - 1) * FETCH + all.length : undefined}
        hasNext={hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
        emptyText="No Facility found"
      />
      {adding && <FacilityDialog corporateId={corporateId} onClose={() => setAdding(false)} />}
    </Box>
  );
}

function Summary({ label, value }: { label: string; value: string }): ReactNode {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography aria-label={label} sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}
