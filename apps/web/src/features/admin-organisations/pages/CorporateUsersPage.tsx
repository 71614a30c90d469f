import { AGENT_STATUSES, FETCH_LIMITS, PAGE_SIZES } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import { Box, Button, Chip, MenuItem, TextField } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { useToast } from "../../../app/feedback/toast-context";
import { PageHeader } from "../../../app/layout/PageHeader";
import { formatPhone } from "../../../lib/format/phone";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import {
  useFacilityUsers,
  useOrganisationOptions,
  useSetFacilityUserActive,
  type FacilityUserRow,
} from "../api/facility-users";
import { FacilityUserDialog } from "../components/FacilityUserDialog";
import { SearchField } from "../components/SearchField";

const FILTERS = ["corporate", "agency", "name", "status"] as const;
const PAGE_SIZE = PAGE_SIZES.corporateFacilityUsers;
const isStatus = (v: string): v is (typeof AGENT_STATUSES)[number] => (AGENT_STATUSES as readonly string[]).includes(v);

/**
 * /portal-admin/corporate-users, the facility agents list (spec 2 §2, §7): filters corporate, agency, name and
 * status; 15 a page, 100 a call (spec 2 §9); create, and disable (DELETE) / enable (PUT).
 */
export function CorporateUsersPage(): ReactNode {
  const list = useListParams({ name: "corporate-users", filters: FILTERS });
  const { filters, setFilter } = list;
  const options = useOrganisationOptions();
  const corporations = options.data?.corporations ?? [];
  const agencies = (options.data?.facilities ?? []).filter(
    (f) => !filters.corporate || f.corporate_id === filters.corporate,
  );
  // An agency of another corporation (left in the URL when the corporation changed) filters nothing.
  const agency = !options.data || agencies.some((f) => f.id === filters.agency) ? filters.agency : "";
  const win = offsetWindow(list.page, PAGE_SIZE, FETCH_LIMITS.corpFacilityUsers);
  const query = useFacilityUsers({
    offset: win.offset,
    limit: win.limit,
    agent: "FACA",
    corporate_id: filters.corporate || undefined,
    agency: agency || undefined,
    agent_name: filters.name || undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
  });
  const page = pageOfRows(win, PAGE_SIZE, query.data && { ...query.data, nextOffset: query.data.next_offset });
  const [adding, setAdding] = useState(false);
  const onName = useCallback((v: string) => setFilter("name", v), [setFilter]);
  const toast = useToast();
  const setActive = useSetFacilityUserActive();
  const toggle = async (u: FacilityUserRow): Promise<void> => {
    await setActive.mutateAsync({ email: u.email, active: !u.is_active });
    toast.show({
      type: "success",
      message: u.is_active ? "Account disabled successfully!" : "Account enabled successfully!",
    });
  };

  const columns: readonly Column<FacilityUserRow>[] = [
    { key: "name", header: "Name", render: (u) => `${u.first_name} ${u.last_name}` },
    { key: "email", header: "Email" },
    { key: "phone", header: "Phone", render: (u) => formatPhone(u.phone) },
    { key: "agent_type_label", header: "Agent Type" },
    { key: "account_name", header: "Agency" },
    { key: "corporate_name", header: "Corporation" },
    {
      key: "is_active",
      header: "Status",
      render: (u) => (
        <Chip size="small" color={u.is_active ? "success" : "default"} label={u.is_active ? "Active" : "Inactive"} />
      ),
    },
    {
      key: "actions",
      header: "Actions",
      render: (u) => (
        <Button
          size="small"
          color={u.is_active ? "error" : "primary"}
          disabled={setActive.isPending}
          onClick={() => void toggle(u).catch(() => undefined)}
          aria-label={`${u.is_active ? "Disable" : "Enable"} ${u.first_name} ${u.last_name}`}
        >
          {u.is_active ? "Disable" : "Enable"}
        </Button>
      ),
    },
  ];

  return (
    <Box data-testid="page" data-page-title="Corporate Users">
      <PageHeader
        title="Corporate Users"
        crumbs={[{ label: "Admin", to: "/portal-admin/" }, { label: "Corporate Users" }]}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Add Agent
          </Button>
        }
      />
      <Box sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <FilterSelect
          label="Corporate"
          value={filters.corporate}
          onChange={(v) => setFilter("corporate", v)}
          allLabel="All Corporates"
          options={corporations.map((c) => ({ value: c.id, label: c.name }))}
        />
        <FilterSelect
          label="Agency"
          value={agency}
          onChange={(v) => setFilter("agency", v)}
          allLabel="All Agencies"
          options={agencies.map((f) => ({ value: f.id, label: f.name }))}
        />
        <SearchField label="Search by name" value={filters.name} onChange={onName} />
        <FilterSelect
          label="Status"
          value={isStatus(filters.status) ? filters.status : ""}
          onChange={(v) => setFilter("status", v)}
          allLabel="All"
          options={AGENT_STATUSES.map((s) => ({ value: s, label: s }))}
        />
      </Box>
      <PagedTable
        label="Corporate Users"
        columns={columns}
        rows={page.rows}
        rowKey={(u) => u.id}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
      {adding && <FacilityUserDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  allLabel: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}): ReactNode {
  // A value the options do not (yet) hold shows as 'all' rather than a MUI out-of-range warning.
  const value = props.options.some((o) => o.value === props.value) ? props.value : "";
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 200 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{props.allLabel}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
