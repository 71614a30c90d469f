import { PAGE_SIZES } from "@care/contracts";
import { Box, MenuItem, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useMilestones, type MilestoneRow } from "../api/list-milestones";
import { dateTime, measurementLabel } from "../components/insight-labels";

const FILTERS = ["measurement_type"] as const;
const PAGE_SIZE = PAGE_SIZES.ciRangeMilestones;

/** Measurements a range milestone can be about: the recorded metrics a vital's care insights watch. */
export const MILESTONE_MEASUREMENTS = [
  "heart_rate",
  "steps",
  "weight",
  "hydration",
  "bmi",
  "fat_mass",
  "muscle_mass",
  "bone_mass",
  "sleep_score",
  "sleep_heart_rate",
  "respiration",
] as const;
const isMeasurement = (v: string): boolean => (MILESTONE_MEASUREMENTS as readonly string[]).includes(v);

/** The milestone notification fields of spec 2 §3. */
const COLUMNS: readonly Column<MilestoneRow>[] = [
  { key: "event_id", header: "Event ID", render: (r) => <Box sx={{ fontSize: 12 }}>{r.event_id}</Box> },
  {
    key: "senior_name",
    header: "Senior",
    render: (r) => (
      <>
        {r.senior_name}
        <Typography variant="caption" component="div" color="text.secondary">
          {r.senior_id}
        </Typography>
      </>
    ),
  },
  { key: "measurement_type", header: "Measurement", render: (r) => measurementLabel(r.measurement_type) },
  { key: "milestone", header: "Milestone" },
  { key: "milestone_ordinal", header: "Ordinal" },
  { key: "status", header: "Status", render: (r) => r.status ?? "-" },
  { key: "created_date", header: "Created", render: (r) => dateTime(r.created_date) },
  { key: "last_submitted", header: "Last Submitted", render: (r) => dateTime(r.last_submitted) },
  { key: "modification_date", header: "Modified", render: (r) => dateTime(r.modification_date) },
];

/**
 * /portal-admin/ci-range-milestones (spec 2 §2, §3, §9): the range milestones of every senior in the caller's
 * scope, newest first, 10 a page, filtered by measurement (in the URL).
 */
export function CiRangeMilestonesPage(): ReactNode {
  const list = useListParams({ name: "ci-range-milestones", filters: FILTERS });
  const measurement = isMeasurement(list.filters.measurement_type) ? list.filters.measurement_type : undefined;
  const win = offsetWindow(list.page, PAGE_SIZE);
  const query = useMilestones({ offset: win.offset, limit: win.limit, measurement_type: measurement });
  const page = pageOfRows(
    win,
    PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.offset },
  );
  return (
    <Box data-testid="page" data-page-title="CI Range Milestones">
      <PageHeader
        title="CI Range Milestones"
        crumbs={[{ label: "Admin", to: "/portal-admin" }, { label: "CI Range Milestones" }]}
      />
      <TextField
        select
        size="small"
        label="Measurement"
        value={measurement ?? ""}
        onChange={(e) => list.setFilter("measurement_type", e.target.value)}
        sx={{ minWidth: 220, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All Measurements</MenuItem>
        {MILESTONE_MEASUREMENTS.map((m) => (
          <MenuItem key={m} value={m}>
            {measurementLabel(m)}
          </MenuItem>
        ))}
      </TextField>
      <PagedTable
        label="CI Range Milestones"
        columns={COLUMNS}
        rows={page.rows}
        rowKey={(r) => r.event_id}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
    </Box>
  );
}
