import { MEMBER_TYPE_LABELS, PAGE_SIZES } from "@care/contracts";
import { Link } from "@mui/material";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { seniorPath } from "../../../lib/routing/senior-tabs";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import type { SortState } from "../../../lib/table/list-params";
import { ZoneChip } from "../../../lib/zone/ZoneChip";
import type { SeniorListRow } from "../api/get-senior-list";

const openPath = (r: SeniorListRow, section: string): string =>
  seniorPath({ seniorId: r.senior_id, accountId: r.account_id, timezone: r.timezone }, section);

const fullName = (r: SeniorListRow): string =>
  [r.name.first_name, r.name.middle_name, r.name.last_name].filter(Boolean).join(" ");

function columns(section: string): Column<SeniorListRow>[] {
  return [
    {
      key: "name",
      header: "Name",
      sortable: true,
      render: (r) => (
        <Link component={RouterLink} to={openPath(r, section)} sx={{ fontWeight: 600 }}>
          {fullName(r)}
        </Link>
      ),
    },
    { key: "member_id", header: "Member ID", sortable: true },
    { key: "zone", header: "Zone", render: (r) => <ZoneChip zone={r.zone} /> },
    {
      key: "member_type",
      header: "Member Type",
      render: (r) => MEMBER_TYPE_LABELS[r.member_type as keyof typeof MEMBER_TYPE_LABELS] ?? r.member_type,
    },
    { key: "agency", header: "Agency" },
    { key: "coach_name", header: "Wellness Coach" },
  ];
}

export interface SeniorListTableProps {
  rows: readonly SeniorListRow[];
  /** The senior section a row opens: the role's default (warehouse employees and BDMs: onboarding-info). */
  section: string;
  page: number;
  hasNext: boolean;
  onPageChange: (page: number) => void;
  sort: SortState | null;
  onSortChange: (field: string) => void;
  loading: boolean;
  failed: boolean;
  /** A search is on: an empty list says 'No Match Found' instead of 'No Records'. */
  searched: boolean;
}

/** The Home page's seniors, 100 a page (spec 2 §9); the whole row (and its name, a link) opens the senior area. */
export function SeniorListTable(props: SeniorListTableProps): ReactNode {
  return (
    <PagedTable
      label="Seniors"
      columns={columns(props.section)}
      rows={props.rows}
      rowKey={(r) => r.senior_id}
      rowHref={(r) => openPath(r, props.section)}
      page={props.page}
      pageSize={PAGE_SIZES.homeSeniors}
      total={undefined}
      hasNext={props.hasNext}
      onPageChange={props.onPageChange}
      sort={props.sort}
      onSortChange={props.onSortChange}
      loading={props.loading}
      failed={props.failed}
      searched={props.searched}
    />
  );
}
