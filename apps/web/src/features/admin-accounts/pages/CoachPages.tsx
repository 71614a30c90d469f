import { MEMBER_ADMIN_MESSAGES, PAGE_SIZES } from "@care/contracts";
import { Box, Button, Card, CardActions, CardContent, Grid, MenuItem, TextField, Typography } from "@mui/material";
import { useCallback, useState, type ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useToast } from "../../../lib/feedback/toast-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { CardPagination } from "../../../lib/table/CardPagination";
import { FilterBar } from "../../../lib/table/FilterBar";
import { useListParams } from "../../../lib/table/list-params";
import { useMemberPage } from "../api/member-pages";
import { useAssignCoach, useCoaches, useUnassignCoach } from "../api/members";
import { CoachFilter } from "../components/AccountFilters";
import { MemberPicker } from "../components/MemberPicker";
import { NameSearchField } from "../../../lib/table/NameSearchField";

const ADMIN_CRUMB = { label: "Admin", to: `${PATHS.admin}/` };
const UUID = /^[0-9a-f-]{36}$/i;

/** The wellness coach picker, over GET users/query/careagent-list (with each coach's member count). */
function CoachSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}): ReactNode {
  const coaches = useCoaches();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={(coaches.data ?? []).some((c) => c.userId === value) ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 240 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Choose a Wellness Coach</MenuItem>
      {(coaches.data ?? []).map((c) => (
        <MenuItem key={c.userId} value={c.userId}>
          {c.fullName} ({c.assignedSenior})
        </MenuItem>
      ))}
    </TextField>
  );
}

const ASSIGN_FILTERS = ["search", "coach"] as const;

/**
 * /portal-admin/assignment: coach assignment, 15 active members a page (disabled members are never offered, spec
 * 2 §5). Pick members (across pages), choose a wellness coach and assign: sent 100 members a call.
 */
export function CoachAssignmentPage(): ReactNode {
  const list = useListParams({ name: "admin-assignment", filters: ASSIGN_FILTERS });
  const f = list.filters;
  const state = useMemberPage(
    "admin-assignment",
    list.page,
    list.setPage,
    {
      status: "Active",
      search_by_name: f.search || undefined,
      coach: f.coach === "unassigned" || UUID.test(f.coach) ? f.coach : undefined,
    },
    PAGE_SIZES.coachAssignment,
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [coach, setCoach] = useState("");
  const assign = useAssignCoach();
  const toast = useToast();
  const { setFilter } = list;
  const onSearch = useCallback((v: string) => setFilter("search", v), [setFilter]);
  const submit = async (): Promise<void> => {
    await assign.mutateAsync({ coachId: coach, seniorIds: [...selected] });
    toast.show({ type: "success", message: MEMBER_ADMIN_MESSAGES.assigned });
    setSelected(new Set());
  };
  return (
    <Box data-testid="page" data-page-title="Coach Assignment">
      <PageHeader title="Coach Assignment" crumbs={[ADMIN_CRUMB, { label: "Coach Assignment" }]} />
      <FilterBar>
        <NameSearchField value={f.search} onChange={onSearch} placeholder="Search by name or member id" />
        <CoachFilter label="Current Coach" value={f.coach} onChange={(v) => setFilter("coach", v)} />
        <CoachSelect label="Assign to" value={coach} onChange={setCoach} />
        <Button
          variant="contained"
          disabled={!coach || selected.size === 0 || assign.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          Assign {selected.size > 0 ? `(${selected.size})` : ""}
        </Button>
      </FilterBar>
      <MemberPicker
        label="Members to assign"
        page={list.page}
        state={state}
        pageSize={PAGE_SIZES.coachAssignment}
        onPageChange={list.setPage}
        selected={selected}
        onSelectedChange={setSelected}
        searched={f.search.trim() !== ""}
      />
    </Box>
  );
}

const UNASSIGN_FILTERS = ["coach"] as const;

/** /portal-admin/senior-coach: a wellness coach's members, 14 a page; pick and unassign. */
export function SeniorCoachPage(): ReactNode {
  const list = useListParams({ name: "admin-senior-coach", filters: UNASSIGN_FILTERS });
  const coach = UUID.test(list.filters.coach) ? list.filters.coach : "";
  const state = useMemberPage(
    "admin-senior-coach",
    list.page,
    list.setPage,
    // Without a coach chosen nothing is listed: 'unassigned' members have no coach to leave.
    { coach: coach || "unassigned", status: "Active" },
    PAGE_SIZES.coachUnassignList,
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const unassign = useUnassignCoach();
  const toast = useToast();
  const submit = async (): Promise<void> => {
    await unassign.mutateAsync([...selected]);
    toast.show({ type: "success", message: MEMBER_ADMIN_MESSAGES.unassigned });
    setSelected(new Set());
  };
  return (
    <Box data-testid="page" data-page-title="Wellness Coach Members">
      <PageHeader title="Wellness Coach Members" crumbs={[ADMIN_CRUMB, { label: "Wellness Coach Members" }]} />
      <FilterBar>
        <CoachSelect
          label="Wellness Coach"
          value={coach}
          onChange={(v) => {
            setSelected(new Set());
            list.setFilter("coach", v);
          }}
        />
        <Button
          variant="contained"
          color="warning"
          disabled={!coach || selected.size === 0 || unassign.isPending}
          onClick={() => void submit().catch(() => undefined)}
        >
          Unassign {selected.size > 0 ? `(${selected.size})` : ""}
        </Button>
      </FilterBar>
      <MemberPicker
        label="Members of the wellness coach"
        page={list.page}
        state={coach ? state : { ...state, rows: [], total: 0, hasNext: false }}
        pageSize={PAGE_SIZES.coachUnassignList}
        onPageChange={list.setPage}
        selected={selected}
        onSelectedChange={setSelected}
        emptyText={coach ? undefined : "Choose a Wellness Coach"}
      />
    </Box>
  );
}

/** /portal-admin/agent-coach: every active wellness coach, 9 a page, with their member count. */
export function AgentCoachPage(): ReactNode {
  const list = useListParams({ name: "admin-agent-coach" });
  const coaches = useCoaches();
  const all = coaches.data ?? [];
  const size = PAGE_SIZES.coachList;
  const pages = Math.max(1, Math.ceil(all.length / size));
  const shown = all.slice((list.page - 1) * size, list.page * size);
  return (
    <Box data-testid="page" data-page-title="Wellness Coaches">
      <PageHeader title="Wellness Coaches" crumbs={[ADMIN_CRUMB, { label: "Wellness Coaches" }]} />
      {coaches.isSuccess && all.length === 0 && <Typography>No Records</Typography>}
      <Grid container spacing={2} aria-label="Wellness coaches">
        {shown.map((c) => (
          <Grid key={c.userId} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" aria-label={c.fullName}>
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{c.fullName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.email}
                </Typography>
                <Typography variant="body2">Assigned Members: {c.assignedSenior}</Typography>
              </CardContent>
              <CardActions>
                <Button size="small" component={RouterLink} to={`${PATHS.admin}/senior-coach?coach=${c.userId}`}>
                  View Members
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
      <CardPagination pages={pages} page={list.page} onChange={list.setPage} />
    </Box>
  );
}
