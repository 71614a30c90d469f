import {
  ACCOUNT_MESSAGES,
  ACCOUNT_ROLES,
  ACCOUNT_STATUSES,
  ACCOUNT_UNLOCK_ROLES,
  ASSIGN_FILTERS,
  FETCH_LIMITS,
  hasAnyRole,
  PAGE_SIZES,
  ROLE_LABELS,
  SHIFT_LABELS,
  SHIFTS,
} from "@care/contracts";
import { Button, Chip, Stack, Switch } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import { useToast } from "../../../lib/feedback/toast-context";
import { formatPhone } from "../../../lib/format/phone";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { oneOf } from "../../../lib/table/url-filters";
import { useAccounts, useAccountStatus, useAccountUnlock, type Account } from "../api/accounts";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import { ShiftFilter } from "../components/AccountFilters";
import { AccountDialog } from "../components/AccountDialog";

const FILTERS = ["corporate_id", "search", "status", "role", "assign", "shift"] as const;
const PAGE_SIZE = PAGE_SIZES.adminAgentAccounts;
const TITLE = "Accounts";

/** "Locked until 14:05" in the viewer's time; the lock may be of one source address only (issue 25 item 4). */
const lockedLabel = (iso: string): string =>
  `Locked until ${new Date(iso).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit" })}`;

/**
 * /portal-admin/accounts: staff accounts (spec 2 §2 'Care agent list'), 15 a page, filters corporate, name, status,
 * role, assign and shift in the URL; add and edit in a dialog; the switch enables and disables an account. Someone
 * who disables their own account is signed out. An account locked by failed sign-ins or wrong codes shows when the
 * lock ends, and an Admin can end it at once (Unlock).
 */
export function AccountsPage(): ReactNode {
  const list = useOffsetList({
    name: "admin-accounts",
    filters: FILTERS,
    pageSize: PAGE_SIZE,
    fetchLimit: FETCH_LIMITS.careAgentPaging,
  });
  const f = list.filters;
  const query = useAccounts({
    ...list.range,
    corporate_id: f.corporate_id || undefined,
    search: f.search || undefined,
    status: oneOf(ACCOUNT_STATUSES, f.status),
    role: oneOf(ACCOUNT_ROLES, f.role),
    assign: oneOf(ASSIGN_FILTERS, f.assign),
    shift: oneOf(SHIFTS, f.shift),
  });
  const options = useFacilityOptions();
  const status = useAccountStatus();
  const unlock = useAccountUnlock();
  const { logout, session } = useAuth();
  const mayUnlock = hasAnyRole(session?.userRole ?? [], ACCOUNT_UNLOCK_ROLES);
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

  const unlockAccount = async (a: Account): Promise<void> => {
    await unlock.mutateAsync({ user_id: a.user_id });
    toast.show({ type: "success", message: ACCOUNT_MESSAGES.unlocked });
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
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.fullName}`}>
            Edit
          </Button>
          {a.locked_until && <Chip size="small" color="warning" label={lockedLabel(a.locked_until)} />}
          {a.locked_until && mayUnlock && (
            <Button
              size="small"
              color="warning"
              disabled={unlock.isPending}
              onClick={() => void unlockAccount(a).catch(() => undefined)}
              aria-label={`Unlock ${a.fullName}`}
            >
              Unlock
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <AdminListPage
      title={TITLE}
      add={{ label: "Add Account", onClick: () => setEditing("new") }}
      filters={
        <>
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
          <ShiftFilter value={f.shift} onChange={(v) => setFilter("shift", v)} />
        </>
      }
      table={{ label: "Staff accounts", columns, rowKey: (a) => a.user_id, ...offsetPaging(list, query) }}
    >
      {editing && <AccountDialog account={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}
