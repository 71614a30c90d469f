import { RESPONSE_TIME_GROUP_BY, RESPONSE_TIME_GROUP_LABELS, type ResponseTimeGroupBy } from "@care/contracts";
import { Box, MenuItem, TextField, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { PageHeader, type Crumb } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { FilterBar } from "../../../lib/table/FilterBar";
import { useListParams } from "../../../lib/table/list-params";
import { FETCH_FAILED } from "../../../lib/table/PagedTable";
import { useResponseTimes } from "../api/get-response-times";
import { ResponseTimesCharts } from "../components/ResponseTimesCharts";
import { DevicesTable, GroupsTable } from "../components/ResponseTimesTables";
import { SummaryTiles } from "../components/SummaryTiles";
import { defaultPeriod, periodInstants } from "../model/period";

const TITLE = "Response Times";
const FILTERS = ["from", "to", "group"] as const;

const isGroupBy = (v: string): v is ResponseTimeGroupBy => (RESPONSE_TIME_GROUP_BY as readonly string[]).includes(v);

export interface ResponseTimesPageProps {
  /** One agency's figures (the agency area's page); the admin area's page covers every facility the caller reads. */
  facilityId?: string;
  /** The page's trail; the admin area's by default. */
  crumbs?: Crumb[];
}

/**
 * /portal-admin/response-times (issue 27 item 6): how fast alarms were taken and first called in a period, per
 * facility or per care agent, against the TSA targets (97.5 % within 60 s, 99 % within 180 s); how they ended; false
 * alarms per member and device. Whole days on the browser's clock; the period and grouping live in the URL. With a
 * facility (the agency area's .../{facilityId}/response-times, where facility agents read their own agency's), one
 * agency's figures, per care agent unless asked otherwise.
 */
export function ResponseTimesPage({ facilityId, crumbs }: ResponseTimesPageProps = {}): ReactNode {
  const list = useListParams({
    name: facilityId ? "agency-response-times" : "admin-response-times",
    filters: FILTERS,
  });
  const fallback = defaultPeriod();
  const from = list.filters.from || fallback.from;
  const to = list.filters.to || fallback.to;
  const defaultGroup: ResponseTimeGroupBy = facilityId ? "care_agent" : "facility";
  const groupBy: ResponseTimeGroupBy = isGroupBy(list.filters.group) ? list.filters.group : defaultGroup;
  const period = periodInstants(from, to);
  const facility = facilityId ? { facility_id: facilityId } : {};
  const query = useResponseTimes(
    period.ok
      ? { from: period.from, to: period.to, group_by: groupBy, ...facility }
      : { from: "", to: "", group_by: groupBy, ...facility },
    period.ok,
  );
  const data = period.ok ? query.data : undefined;

  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader title={TITLE} crumbs={crumbs ?? [{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]} />
      <FilterBar>
        <TextField
          type="date"
          size="small"
          label="From"
          value={from}
          onChange={(e) => list.setFilter("from", e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label="To"
          value={to}
          onChange={(e) => list.setFilter("to", e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label="Group by"
          value={groupBy}
          onChange={(e) => list.setFilter("group", e.target.value)}
          sx={{ minWidth: 160 }}
        >
          {RESPONSE_TIME_GROUP_BY.map((g) => (
            <MenuItem key={g} value={g}>
              {RESPONSE_TIME_GROUP_LABELS[g]}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          Times from when an alarm was received
        </Typography>
      </FilterBar>
      {!period.ok && (
        <Typography color="error" role="alert">
          {period.message}
        </Typography>
      )}
      {period.ok && query.isError && <Typography color="text.secondary">{FETCH_FAILED}</Typography>}
      {data && (
        <Box aria-busy={query.isFetching || undefined} sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
          <SummaryTiles data={data} />
          <ResponseTimesCharts data={data} />
          <GroupsTable data={data} />
          <DevicesTable data={data} />
        </Box>
      )}
    </Box>
  );
}
