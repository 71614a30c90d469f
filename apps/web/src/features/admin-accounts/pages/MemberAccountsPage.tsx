import { MEMBER_ADMIN_MESSAGES, MEMBER_STATUSES, PAGE_SIZES, SHIFT_LABELS, SHIFTS } from "@care/contracts";
import { Button, Chip } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { useListParams } from "../../../lib/table/list-params";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import type { Column } from "../../../lib/table/PagedTable";
import { oneOf } from "../../../lib/table/url-filters";
import { useMemberPage } from "../api/member-pages";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import { useEnableMember, type Member } from "../api/members";
import { CoachFilter, ShiftFilter } from "../components/AccountFilters";
import { DisableMemberDialog } from "../components/DisableMemberDialog";

const FILTERS = ["search", "shift", "facility", "coach", "status"] as const;
const PAGE_SIZE = PAGE_SIZES.default;

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /portal-admin/{product}-users and /portal-admin/cWMemberRecords-users: member accounts (spec 2 §7 'GET admin
 * senior list'), searchable by name, coach shift, facility and coach, cursor-paged; disable with a reason, enable.
 * The first lists active members unless a status is chosen; the records page lists every member, disabled ones too.
 */
export function MemberAccountsPage({ title, records = false }: { title: string; records?: boolean }): ReactNode {
  const name = records ? "admin-member-records" : "admin-members";
  const list = useListParams({ name, filters: FILTERS });
  const f = list.filters;
  const status = oneOf(MEMBER_STATUSES, f.status) ?? (records ? undefined : "Active");
  const coach = f.coach === "unassigned" || UUID.test(f.coach) ? f.coach : undefined;
  const page = useMemberPage(
    name,
    list.page,
    list.setPage,
    {
      search_by_name: f.search || undefined,
      shift: oneOf(SHIFTS, f.shift),
      facility_id: UUID.test(f.facility) ? f.facility : undefined,
      coach,
      status,
    },
    PAGE_SIZE,
  );
  const options = useFacilityOptions();
  const enable = useEnableMember();
  const toast = useToast();
  const [disabling, setDisabling] = useState<Member | null>(null);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  const columns: Column<Member>[] = [
    { key: "member_id", header: "Member Id" },
    { key: "full_name", header: "Name" },
    { key: "agency", header: "Agency", render: (m) => m.agency ?? "-" },
    { key: "coach_name", header: "Wellness Coach", render: (m) => m.coach_name ?? "-" },
    { key: "coach_shift", header: "Shift", render: (m) => (m.coach_shift ? SHIFT_LABELS[m.coach_shift] : "-") },
    {
      key: "is_active",
      header: "Status",
      render: (m) => (
        <Chip size="small" label={m.is_active ? "Active" : "Inactive"} color={m.is_active ? "success" : "default"} />
      ),
    },
    {
      key: "disabled_reason",
      header: "Disabled",
      render: (m) =>
        m.is_active ? "-" : `${m.disabled_reason ?? ""}${m.account_disabled_by ? ` (${m.account_disabled_by})` : ""}`,
    },
    {
      key: "actions",
      header: "",
      render: (m) =>
        m.is_active ? (
          <Button size="small" color="error" onClick={() => setDisabling(m)} aria-label={`Disable ${m.full_name}`}>
            Disable
          </Button>
        ) : (
          <Button
            size="small"
            disabled={enable.isPending}
            aria-label={`Enable ${m.full_name}`}
            onClick={() =>
              void enable
                .mutateAsync({ member_id: m.member_id })
                .then(() => toast.show({ type: "success", message: MEMBER_ADMIN_MESSAGES.enabled }))
                .catch(() => undefined)
            }
          >
            Enable
          </Button>
        ),
    },
  ];

  return (
    <AdminListPage
      title={title}
      filters={
        <>
          <NameSearchField value={f.search} onChange={onSearch} placeholder="Search by name or member id" />
          <ShiftFilter value={f.shift} onChange={(v) => setFilter("shift", v)} />
          <FilterSelect
            label="Agency"
            all="All Agencies"
            value={f.facility}
            options={(options.data?.facilities ?? []).map((o) => ({ value: o.id, label: o.name }))}
            onChange={(v) => setFilter("facility", v)}
          />
          <CoachFilter label="Wellness Coach" value={f.coach} onChange={(v) => setFilter("coach", v)} />
          <FilterSelect
            label="Status"
            all={records ? "All" : "Active"}
            value={records ? f.status : f.status === "Inactive" ? "Inactive" : ""}
            options={
              records
                ? MEMBER_STATUSES.map((s) => ({ value: s, label: s }))
                : [{ value: "Inactive", label: "Inactive" }]
            }
            onChange={(v) => setFilter("status", v)}
          />
        </>
      }
      table={{
        label: "Member accounts",
        columns,
        rowKey: (m) => m.senior_id,
        rows: page.rows,
        page: list.page,
        pageSize: PAGE_SIZE,
        total: page.total,
        hasNext: page.hasNext,
        onPageChange: list.setPage,
        loading: page.loading,
        failed: page.failed,
        searched: f.search.trim() !== "",
      }}
    >
      {disabling && <DisableMemberDialog member={disabling} onClose={() => setDisabling(null)} />}
    </AdminListPage>
  );
}
