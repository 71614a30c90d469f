import {
  ACCOUNT_MESSAGES,
  ACCOUNT_ROLES,
  ACCOUNT_STATUSES,
  ASSIGN_FILTERS,
  FETCH_LIMITS,
  PAGE_SIZES,
  ROLE_LABELS,
  SHIFT_LABELS,
  SHIFTS,
} from "@care/contracts";
import { Box, Button, Switch } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { useAuth } from "../../../app/auth/auth-context";
import { useToast } from "../../../app/feedback/toast-context";
import { PageHeader } from "../../../app/layout/PageHeader";
import { PATHS } from "../../../app/routing/paths";
import { formatPhone } from "../../../lib/format/phone";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useAccounts, useAccountStatus, type Account } from "../api/accounts";
import { useFacilityOptions } from "../api/members";
import { AccountDialog } from "../components/AccountDialog";
import { FilterSelect } from "../components/FilterSelect";
import { NameSearchField } from "../components/NameSearchField";

const FILTERS = ["corporate_id", "search", "status", "role", "assign", "shift"] as const;
const PAGE_SIZE = PAGE_SIZES.adminAgentAccounts;
const TITLE = "Accounts";

const oneOf = <T extends string>(values: readonly T[], v: string): T | undefined =>
  (values as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * /portal-admin/accounts: staff accounts (spec 2 §2 'Care agent list'), 15 a page, filters corporate, name, status,
 * role, assign and shift in the URL; add and edit in a dialog; the switch enables and disables an account. Someone
 * who disables their own account is signed out.
 */
export function AccountsPage(): ReactNode {
  const list = useListParams({ name: "admin-accounts", filters: FILTERS });
  const win = offsetWindow(list.page, PAGE_SIZE, FETCH_LIMITS.careAgentPaging);
  const f = list.filters;
  const query = useAccounts({
    offset: win.offset,
    limit: win.limit,
    corporate_id: f.corporate_id || undefined,
    search: f.search || undefined,
    status: oneOf(ACCOUNT_STATUSES, f.status),
    role: oneOf(ACCOUNT_ROLES, f.role),
    assign: oneOf(ASSIGN_FILTERS, f.assign),
    shift: oneOf(SHIFTS, f.shift),
  });
  const page = pageOfRows(
    win,
    PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.next_offset },
  );
  const options = useFacilityOptions();
  const status = useAccountStatus();
  const { logout, session } = useAuth();
  const toast = useToast();
  const [editing, setEditing] = useState<Account | "new" | null>(null);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  const toggle = async (a: Account): Promise<void> => {
    const done = await status.mutateAsync({ user_id: a.user_id, is_active: !a.is_active });
    toast.show({ type: "success", message: done.is_active ? ACCOUNT_MESSAGES.enabled : ACCOUNT_MESSAGES.disabled });
    // Their sessions are over on the server; this tab follows (spec 2 §4).
    if (done.signed_out || (!done.is_active && a.user_id === session?.userId)) await logout();
  };

  const columns: Column<Account>[] = [
    { key: "employee_id", header: "Employee Id" },
    { key: "fullName", header: "Name" },
    { key: "email", header: "Email" },
    { key: "role", header: "Role", render: (a) => ROLE_LABELS[a.role] },
    { key: "shift", header: "Shift", render: (a) => (a.shift ? SHIFT_LABELS[a.shift] : "-") },
    {
      key: "phone",
      header: "Phone",
      render: (a) =>
        `${formatPhone(a.phone_number.number)}${a.phone_number.ext ? ` ext. ${a.phone_number.ext}` : ""}` || "-",
    },
    { key: "assignedSenior", header: "Assigned Members" },
    {
      key: "is_active",
      header: "Active",
      render: (a) => (
        <Switch
          checked={a.is_active}
          disabled={status.isPending}
          onChange={() => void toggle(a).catch(() => undefined)}
          slotProps={{ input: { "aria-label": `${a.is_active ? "Disable" : "Enable"} ${a.fullName}` } }}
        />
      ),
    },
    {
      key: "actions",
      header: "",
      render: (a) => (
        <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.fullName}`}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader
        title={TITLE}
        crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]}
        actions={
          <Button variant="contained" onClick={() => setEditing("new")}>
            Add Account
          </Button>
        }
      />
      <Box sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap" }}>
        <NameSearchField value={f.search} onChange={onSearch} />
        <FilterSelect
          label="Corporate"
          all="All Corporates"
          value={f.corporate_id}
          options={(options.data?.corporations ?? []).map((c) => ({ value: c.id, label: c.name }))}
          onChange={(v) => setFilter("corporate_id", v)}
        />
        <FilterSelect
          label="Status"
          all="All"
          value={f.status}
          options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => setFilter("status", v)}
        />
        <FilterSelect
          label="Role"
          all="All Roles"
          value={f.role}
          options={ACCOUNT_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          onChange={(v) => setFilter("role", v)}
        />
        <FilterSelect
          label="Assign"
          all="All"
          value={f.assign}
          options={[
            { value: "assigned", label: "Assigned" },
            { value: "unassigned", label: "Unassigned" },
          ]}
          onChange={(v) => setFilter("assign", v)}
        />
        <FilterSelect
          label="Shift"
          all="All Shifts"
          value={f.shift}
          options={SHIFTS.map((s) => ({ value: s, label: SHIFT_LABELS[s] }))}
          onChange={(v) => setFilter("shift", v)}
        />
      </Box>
      <PagedTable
        label="Staff accounts"
        columns={columns}
        rows={page.rows}
        rowKey={(a) => a.user_id}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
      {editing && <AccountDialog account={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
