import { MEDICINE_MESSAGES, MEDICINE_STATUSES, PAGE_SIZES } from "@care/contracts";
import { Button, Chip, Stack } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { AdminListPage } from "../../../lib/table/AdminListPage";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { useOffsetList } from "../../../lib/table/offset-list";
import type { Column } from "../../../lib/table/PagedTable";
import { offsetPaging } from "../../../lib/table/table-paging";
import { oneOf } from "../../../lib/table/url-filters";
import { useMedicines, useMedicineStatus, type Medicine } from "../api/medicines";
import { displayDateTime } from "../components/format";
import { MedicineDialog } from "../components/MedicineDialog";

const TITLE = "Medication List";
const PAGE_SIZE = PAGE_SIZES.default;
const FETCH = 100;
const FILTERS = ["search", "status"] as const;
const STATUS_LABELS = { active: "Active", retired: "Retired" } as const;

/**
 * /portal-admin/medication-list: the medicine catalogue the members' medication form searches (spec 2 §2
 * 'medication list and dialog'). 10 a page by name; add and rename in a dialog; retire takes a medicine out of the
 * search without touching members' medications, restore brings it back.
 */
export function MedicationListPage(): ReactNode {
  const list = useOffsetList({ name: "admin-medicines", filters: FILTERS, pageSize: PAGE_SIZE, fetchLimit: FETCH });
  const f = list.filters;
  const query = useMedicines({
    ...list.range,
    search: f.search || undefined,
    status: oneOf(MEDICINE_STATUSES, f.status),
  });
  const status = useMedicineStatus();
  const toast = useToast();
  const [editing, setEditing] = useState<Medicine | "new" | null>(null);
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);

  const toggle = async (m: Medicine): Promise<void> => {
    const retire = m.status === "active";
    await status.mutateAsync({ medicine_id: m.medicine_id, retired: retire });
    toast.show({ type: "success", message: retire ? MEDICINE_MESSAGES.retired : MEDICINE_MESSAGES.restored });
  };

  const columns: Column<Medicine>[] = [
    { key: "name", header: "Medicine" },
    {
      key: "status",
      header: "Status",
      render: (m) => (
        <Chip
          size="small"
          variant="outlined"
          color={m.status === "active" ? "success" : "default"}
          label={STATUS_LABELS[m.status]}
        />
      ),
    },
    { key: "date_modified", header: "Last Modified", render: (m) => displayDateTime(m.date_modified) },
    {
      key: "actions",
      header: "",
      render: (m) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setEditing(m)} aria-label={`Edit ${m.name}`}>
            Edit
          </Button>
          <Button
            size="small"
            color={m.status === "active" ? "error" : "primary"}
            disabled={status.isPending}
            onClick={() => void toggle(m).catch(() => undefined)}
            aria-label={`${m.status === "active" ? "Retire" : "Restore"} ${m.name}`}
          >
            {m.status === "active" ? "Retire" : "Restore"}
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <AdminListPage
      title={TITLE}
      add={{ label: "Add Medication", onClick: () => setEditing("new") }}
      filters={
        <>
          <NameSearchField value={f.search} onChange={onSearch} placeholder="Search by medicine" minLength={1} />
          <FilterSelect
            label="Status"
            all="All"
            value={f.status}
            options={MEDICINE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(v) => setFilter("status", v)}
          />
        </>
      }
      table={{ label: "Medication list", columns, rowKey: (m) => m.medicine_id, ...offsetPaging(list, query) }}
    >
      {editing && <MedicineDialog medicine={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </AdminListPage>
  );
}
