import { PAGE_SIZES } from "@care/contracts";
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useState, type ReactNode } from "react";
import { PageFrame } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useAuth } from "../../../lib/auth/auth-context";
import { useCursorPaging } from "../../../lib/table/cursor-paging";
import { useKeyPages } from "../../../lib/table/key-pages";
import { useListParams } from "../../../lib/table/list-params";
import { NameSearchField } from "../../../lib/table/NameSearchField";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useAssessmentStatus } from "../../../lib/shared/assessment-status";
import { useMembers, type MemberRow } from "../api/members";
import { StatusTable } from "../components/StatusTable";
import { statusLink } from "../model/status-links";
import { LOAD_FAILED } from "../model/messages";

const TITLE = "Assessment";
const FILTERS = ["search"] as const;

/** /portal-admin/assessment: members by name, each opening its assessment status (spec 2 §2 'Administration'). */
export function AssessmentStatusPage(): ReactNode {
  const list = useListParams({ name: "admin-assessment-status", filters: FILTERS });
  const search = list.filters.search;
  const pages = useKeyPages("admin-assessment-status", undefined, list.page, search);
  const query = useMembers(search, pages.key ?? null);
  const paging = useCursorPaging({
    pages,
    page: list.page,
    setPage: list.setPage,
    pageSize: PAGE_SIZES.coachAssignment,
    query,
    nextKey: query.data?.last_evaluated_key,
  });
  const [open, setOpen] = useState<MemberRow | null>(null);
  const { setFilter } = list;

  const columns: Column<MemberRow>[] = [
    { key: "member_id", header: "Member ID" },
    { key: "full_name", header: "Name" },
    { key: "agency", header: "Agency" },
    { key: "coach_name", header: "Wellness Coach" },
    {
      key: "status",
      header: "",
      render: (m) => (
        <Button size="small" onClick={() => setOpen(m)} aria-label={`Assessment status of ${m.full_name}`}>
          Status
        </Button>
      ),
    },
  ];
  return (
    <PageFrame title={TITLE} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]}>
      <Box sx={{ mb: 2, maxWidth: 360 }}>
        <NameSearchField value={search} onChange={(v) => setFilter("search", v)} />
      </Box>
      <PagedTable
        label="Members"
        columns={columns}
        rowKey={(m) => m.senior_id}
        searched={search.trim() !== ""}
        {...paging}
      />
      {open && (
        <MemberStatusDialog
          name={open.full_name}
          senior={{ seniorId: open.senior_id, accountId: open.account_id, timezone: open.timezone }}
          onClose={() => setOpen(null)}
        />
      )}
    </PageFrame>
  );
}

function MemberStatusDialog({
  name,
  senior,
  onClose,
}: {
  name: string;
  senior: SeniorRef;
  onClose: () => void;
}): ReactNode {
  const status = useAssessmentStatus(senior);
  const { roles } = useAuth();
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="member-status-title">
      <DialogTitle id="member-status-title">Assessment status: {name}</DialogTitle>
      <DialogContent dividers>
        {status.isError && <Alert severity="error">{LOAD_FAILED}</Alert>}
        {!status.data && !status.isError && <CircularProgress aria-label="Loading assessment status" />}
        {status.data && (
          <StatusTable
            label={`Assessment status of ${name}`}
            rows={status.data.items}
            linkOf={(r) => statusLink(senior, r, roles)}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
