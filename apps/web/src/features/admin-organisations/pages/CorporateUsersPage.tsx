import { AGENT_STATUSES, FETCH_LIMITS, PAGE_SIZES } from "@care/contracts";
import Add from "@mui/icons-material/Add";
import { Button, Chip } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { useFacilityOptions } from "../../../lib/shared/facility-options";
import { formatPhone } from "../../../lib/format/phone";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { useFacilityUsers, useSetFacilityUserActive, type FacilityUserRow } from "../api/facility-users";
import { FacilityUserDialog } from "../components/FacilityUserDialog";

const FILTERS = ["corporate", "agency", "name", "status"] as const;
const PAGE_SIZE = PAGE_SIZES.corporateFacilityUsers;
const isStatus = (v: string): v is (typeof AGENT_STATUSES)[number] => (AGENT_STATUSES as readonly string[]).includes(v);

/**
 * /portal-admin/corporate-users, the facility agents list (spec 2 §2, §7): filters corporate, agency, name and
 * status; 15 a page, 100 a call (spec 2 §9); create, and disable (DELETE) / enable (PUT).
 */
export function CorporateUsersPage(): ReactNode {
  const list = useOffsetList({
    name: "corporate-users",
    filters: FILTERS,
    pageSize: PAGE_SIZE,
    fetchLimit: FETCH_LIMITS.corpFacilityUsers,
  });
  const { filters, setFilter } = list;
  const options = useFacilityOptions();
  const corporations = options.data?.corporations ?? [];
  const agencies = (options.data?.facilities ?? []).filter(
    (f) => !filters.corporate || f.corporate_id === filters.corporate,
  );
  // An agency of another corporation (left in the URL when the corporation changed) filters nothing.
  const agency = !options.data || agencies.some((f) => f.id === filters.agency) ? filters.agency : "";
  const query = useFacilityUsers({
    ...list.range,
    agent: "FACA",
    corporate_id: filters.corporate || undefined,
    agency: agency || undefined,
    agent_name: filters.name || undefined,
    status: isStatus(filters.status) ? filters.status : undefined,
  });
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
    <AdminListPage
      title="Corporate Users"
      add={{ label: "Add Agent", onClick: () => setAdding(true), startIcon: <Add /> }}
      filters={
        <>
          <FilterSelect
            label="Corporate"
            value={filters.corporate}
            onChange={(v) => setFilter("corporate", v)}
            all="All Corporates"
            options={corporations.map((c) => ({ value: c.id, label: c.name }))}
          />
          <FilterSelect
            label="Agency"
            value={agency}
            onChange={(v) => setFilter("agency", v)}
            all="All Agencies"
            options={agencies.map((f) => ({ value: f.id, label: f.name }))}
          />
          <NameSearchField value={filters.name} onChange={onName} />
          <FilterSelect
            label="Status"
            value={isStatus(filters.status) ? filters.status : ""}
            onChange={(v) => setFilter("status", v)}
            all="All"
            options={AGENT_STATUSES.map((s) => ({ value: s, label: s }))}
          />
        </>
      }
      table={{ label: "Corporate Users", columns, rowKey: (u) => u.id, ...offsetPaging(list, query) }}
    >
      {adding && <FacilityUserDialog onClose={() => setAdding(false)} />}
    </AdminListPage>
  );
}
