import { CARE_INSIGHT_STATUSES, CARE_INSIGHT_TYPES, PAGE_SIZES } from "@care/contracts";
import { Box, Button, CircularProgress, MenuItem, TablePagination, TextField, Typography } from "@mui/material";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useAuth } from "../../../lib/auth/auth-context";
import { useInsightEvents } from "../../../lib/care-insight-events/InsightEventsProvider";
import { notifiedInsightIds } from "../../../lib/care-insight-events/insight-events";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { FETCH_FAILED, NO_RECORDS } from "../../../lib/table/PagedTable";
import { useInsightHistory } from "../../../lib/shared/insight-history";
import { invalidateRoutes } from "../../../lib/api/query-keys";
import { INSIGHT_ROUTES } from "../api/insight-routes";
import { AlertsPanel } from "../components/AlertsPanel";
import { HistoryItem } from "../components/HistoryItem";
import { STATUS_LABELS, typeLabel } from "../components/insight-labels";
import { PostMessageDialog } from "../components/PostMessageDialog";

const FILTERS = ["insight_type", "status"] as const;
const PAGE_SIZE = PAGE_SIZES.default;
const isType = (v: string): v is (typeof CARE_INSIGHT_TYPES)[number] =>
  (CARE_INSIGHT_TYPES as readonly string[]).includes(v);
const isStatus = (v: string): v is (typeof CARE_INSIGHT_STATUSES)[number] =>
  (CARE_INSIGHT_STATUSES as readonly string[]).includes(v);

/**
 * Care Insight History (care-insights/history, spec 2 §2-§4): the senior's insights of the last 30 days, newest
 * first, 10 a page, filtered by type and status (kept in the URL); expandable items whose notify flag (an open
 * action notification) clears on expanding; a button to post a summary or an alert. Above it, for the alerts
 * privilege (spec 1 §6: CareAgent, Admin_WellnessServices), the senior's open alerts to act on (AlertsPanel).
 */
export function InsightHistoryView({ senior }: { senior: SeniorRef }): ReactNode {
  const { privileges } = useAuth();
  const { events, dispatch, listen } = useInsightEvents();
  const qc = useQueryClient();
  // An event about this senior (a new alert, one approved or denied) reloads the alerts and the history on screen.
  useEffect(
    () =>
      listen(({ payload }) => {
        if (payload.senior_id === senior.seniorId) void invalidateRoutes(qc, INSIGHT_ROUTES);
      }),
    [listen, qc, senior.seniorId],
  );
  const list = useListParams({ name: "care-insight-history", seniorId: senior.seniorId, filters: FILTERS });
  const type = isType(list.filters.insight_type) ? list.filters.insight_type : undefined;
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const win = offsetWindow(list.page, PAGE_SIZE);
  const query = useInsightHistory({
    senior_id: senior.seniorId,
    account_id: senior.accountId || undefined,
    offset: win.offset,
    limit: win.limit,
    insight_type: type,
    status,
  });
  const page = pageOfRows(
    win,
    PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.offset },
  );
  const notified = useMemo(() => notifiedInsightIds(events), [events]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [posting, setPosting] = useState(false);

  const toggle = (id: string, open: boolean): void => {
    setExpanded((s) => {
      const next = new Set(s);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
    // Spec 2 §2: expanding clears the notify flag (closes the insight's action notification).
    if (open) dispatch({ type: "closeInsight", careInsightId: id });
  };

  return (
    <Box data-testid="insight-history">
      {privileges?.isAlerts && <AlertsPanel senior={senior} />}
      <Box sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap", alignItems: "center" }}>
        <TextField
          select
          size="small"
          label="Type"
          value={type ?? ""}
          onChange={(e) => list.setFilter("insight_type", e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All Types</MenuItem>
          {CARE_INSIGHT_TYPES.map((t) => (
            <MenuItem key={t} value={t}>
              {typeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={status ?? ""}
          onChange={(e) => list.setFilter("status", e.target.value)}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">All Statuses</MenuItem>
          {CARE_INSIGHT_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" sx={{ ml: "auto" }} onClick={() => setPosting(true)}>
          New Message
        </Button>
      </Box>
      {query.isPending ? (
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress aria-label="Loading care insights" />
        </Box>
      ) : page.rows.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: "center" }} color="text.secondary">
          {query.isError ? FETCH_FAILED : NO_RECORDS}
        </Typography>
      ) : (
        <Box sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
          {page.rows.map((i) => (
            <HistoryItem
              key={i.care_insight_id}
              insight={i}
              timezone={senior.timezone}
              expanded={expanded.has(i.care_insight_id)}
              notify={notified.has(i.care_insight_id)}
              onToggle={(open) => toggle(i.care_insight_id, open)}
            />
          ))}
        </Box>
      )}
      <TablePagination
        component="div"
        count={page.total ?? -1}
        page={list.page - 1}
        rowsPerPage={PAGE_SIZE}
        rowsPerPageOptions={[]}
        onPageChange={(_e, p) => list.setPage(p + 1)}
        slotProps={{ actions: { nextButton: { disabled: !page.hasNext } } }}
      />
      {posting && (
        <PostMessageDialog
          seniorId={senior.seniorId}
          accountId={senior.accountId}
          canAlert={Boolean(privileges?.isAlerts)}
          onClose={() => setPosting(false)}
        />
      )}
    </Box>
  );
}
