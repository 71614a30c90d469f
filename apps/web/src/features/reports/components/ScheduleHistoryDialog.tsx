import { REPORT_MESSAGES } from "@care/contracts";
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useDownloadReport } from "../api/download-report";
import { useScheduleHistory, type ScheduleRun } from "../api/get-schedule-history";
import type { Schedule } from "../api/list-schedules";
import { useRetryRun } from "../api/retry-run";
import { displayInstant } from "../model/labels";
import { SCHEDULE_FETCH_LIMIT, SCHEDULE_PAGE_SIZE } from "../model/schedule-paging";
import { StatusChip } from "./StatusChip";

/**
 * The runs of one schedule, newest first: when each fired, its status (a failed one with its error and Retry), and
 * the finished file's download. A retried run shows In Progress and turns by itself (3 s polling).
 */
export function ScheduleHistoryDialog({ schedule, onClose }: { schedule: Schedule; onClose: () => void }): ReactNode {
  const toast = useToast();
  const [page, setPage] = useState(1);
  const win = offsetWindow(page, SCHEDULE_PAGE_SIZE, SCHEDULE_FETCH_LIMIT);
  const query = useScheduleHistory(schedule.id, { offset: win.offset, limit: win.limit });
  const rows = pageOfRows(
    win,
    SCHEDULE_PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.next_offset },
  );
  const retry = useRetryRun();
  const download = useDownloadReport();

  const columns: readonly Column<ScheduleRun>[] = [
    { key: "scheduled_for", header: "Scheduled For", render: (r) => displayInstant(r.scheduled_for) },
    { key: "started_at", header: "Started", render: (r) => displayInstant(r.started_at) },
    { key: "finished_at", header: "Finished", render: (r) => displayInstant(r.finished_at) },
    { key: "attempt", header: "Attempt" },
    { key: "status", header: "Status", render: (r) => <StatusChip status={r.status} error={r.error} /> },
    {
      key: "actions",
      header: "Actions",
      render: (r) => (
        <Box sx={{ display: "flex", gap: 1 }}>
          {r.status === "failed" && (
            <Button
              size="small"
              variant="outlined"
              disabled={retry.isPending}
              onClick={() =>
                retry.mutate(r.run_id, {
                  onSuccess: (answer) =>
                    toast.show({ type: "success", message: answer.message || REPORT_MESSAGES.retried }),
                })
              }
            >
              Retry
            </Button>
          )}
          {r.status === "success" && r.reference_id && (
            <Button
              size="small"
              variant="outlined"
              disabled={download.isPending}
              onClick={() => r.reference_id && download.mutate(r.reference_id)}
            >
              Download
            </Button>
          )}
        </Box>
      ),
    },
  ];

  return (
    <Dialog open onClose={onClose} aria-labelledby="schedule-history-title" maxWidth="md" fullWidth>
      <DialogTitle id="schedule-history-title">History — {schedule.report_title}</DialogTitle>
      <DialogContent>
        <PagedTable
          label="Schedule History"
          columns={columns}
          rows={rows.rows}
          rowKey={(r) => r.run_id}
          page={page}
          pageSize={SCHEDULE_PAGE_SIZE}
          total={rows.total}
          hasNext={rows.hasNext}
          onPageChange={setPage}
          loading={query.isFetching && (query.isPlaceholderData || !query.data)}
          failed={query.isError}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
