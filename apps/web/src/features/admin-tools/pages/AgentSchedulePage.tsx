import { AGENT_SCHEDULE_PAGE_SIZE } from "@care/contracts";
import { Box, Stack, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { FilterBar } from "../../../lib/table/FilterBar";
import { CardPagination } from "../../../lib/table/CardPagination";
import { FilterSelect } from "../../../lib/table/FilterSelect";
import { useListParams } from "../../../lib/table/list-params";
import { FETCH_FAILED } from "../../../lib/table/PagedTable";
import { useCareAgentList } from "../../../lib/shared/care-agent-list";
import { useAgentSchedule } from "../api/agent-schedule";
import { CoachDayCard } from "../components/CoachDayCard";
import { browserZone, todayLocal } from "../model/outcomes";

const TITLE = "Agent Schedule";
const FILTERS = ["date", "coach"] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /portal-admin/agent-schedule: each coach's calls of one day (today unless another date is chosen) on the admin's
 * clock, done / missed / upcoming at a glance; one coach or every coach, 10 coaches a page. Date, coach and page
 * live in the URL.
 */
export function AgentSchedulePage(): ReactNode {
  const list = useListParams({ name: "admin-agent-schedule", filters: FILTERS });
  const timeZone = browserZone();
  const date = DATE.test(list.filters.date) ? list.filters.date : todayLocal();
  const coaches = useCareAgentList();
  const query = useAgentSchedule({
    date,
    timezone: timeZone,
    careagent_id: list.filters.coach || undefined,
    offset: (list.page - 1) * AGENT_SCHEDULE_PAGE_SIZE,
    limit: AGENT_SCHEDULE_PAGE_SIZE,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / AGENT_SCHEDULE_PAGE_SIZE)) : 1;

  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader title={TITLE} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]} />
      <FilterBar>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={date}
          onChange={(e) => list.setFilter("date", e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          label="Wellness Coach"
          all="All Wellness Coaches"
          value={list.filters.coach}
          options={(coaches.data ?? []).map((c) => ({ value: c.userId, label: c.fullName }))}
          onChange={(v) => list.setFilter("coach", v)}
        />
        <Typography variant="body2" color="text.secondary">
          Times in {timeZone}
        </Typography>
      </FilterBar>
      <Stack spacing={2} aria-busy={query.isFetching || undefined} sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
        {query.isError && <Typography color="text.secondary">{FETCH_FAILED}</Typography>}
        {data && data.items.length === 0 && <Typography color="text.secondary">No Records</Typography>}
        {data?.items.map((c) => (
          <CoachDayCard key={c.careagent_id} coach={c} timeZone={timeZone} />
        ))}
      </Stack>
      <CardPagination pages={pages} page={list.page} onChange={list.setPage} label="Coach pages" />
    </Box>
  );
}
