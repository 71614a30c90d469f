import { Checkbox, FormControlLabel } from "@mui/material";
import type { ReactNode } from "react";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import type { MemberPageState } from "../api/member-pages";
import type { Member } from "../api/members";

/** A member table with a checkbox per row (the coach assignment screens); the selection is the caller's. */
export function MemberPicker({
  label,
  page,
  state,
  pageSize,
  onPageChange,
  selected,
  onSelectedChange,
  emptyText,
  searched,
}: {
  label: string;
  page: number;
  state: MemberPageState;
  pageSize: number;
  onPageChange: (p: number) => void;
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  emptyText?: string;
  /** A name search is applied: no rows then says 'No Match Found'. */
  searched?: boolean;
}): ReactNode {
  const allOnPage = state.rows.length > 0 && state.rows.every((m) => selected.has(m.senior_id));
  const toggle = (ids: string[], on: boolean): void => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onSelectedChange(next);
  };
  const columns: Column<Member>[] = [
    {
      key: "select",
      header: "",
      render: (m) => (
        <Checkbox
          size="small"
          checked={selected.has(m.senior_id)}
          onChange={(e) => toggle([m.senior_id], e.target.checked)}
          slotProps={{ input: { "aria-label": `Select ${m.full_name}` } }}
        />
      ),
    },
    { key: "member_id", header: "Member Id" },
    { key: "full_name", header: "Name" },
    { key: "agency", header: "Agency", render: (m) => m.agency ?? "-" },
    { key: "coach_name", header: "Wellness Coach", render: (m) => m.coach_name ?? "-" },
  ];
  return (
    <>
      <FormControlLabel
        label={`Select every member of this page (${selected.size} selected)`}
        control={
          <Checkbox
            size="small"
            checked={allOnPage}
            onChange={(e) =>
              toggle(
                state.rows.map((m) => m.senior_id),
                e.target.checked,
              )
            }
          />
        }
      />
      <PagedTable
        label={label}
        columns={columns}
        rows={state.rows}
        rowKey={(m) => m.senior_id}
        page={page}
        pageSize={pageSize}
        total={state.total}
        hasNext={state.hasNext}
        onPageChange={onPageChange}
        loading={state.loading}
        failed={state.failed}
        emptyText={emptyText}
        searched={searched}
      />
    </>
  );
}
