import { REPORT_MESSAGES } from "@care/contracts";
import { Box, Button } from "@mui/material";
import { useMemo, useState, type ReactNode } from "react";
import { useToast } from "../../../lib/feedback/toast-context";
import { PageHeader } from "../../../lib/layout/PageHeader";
import { PATHS } from "../../../lib/routing/paths";
import { ConfirmDialog } from "../../../lib/forms/ConfirmDialog";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { useDeleteSchedule } from "../api/delete-schedule";
import { useReportTypes } from "../api/list-report-types";
import { useScheduleList, type Schedule } from "../api/list-schedules";
import { ScheduleDialog } from "../components/ScheduleDialog";
import { ScheduleHistoryDialog } from "../components/ScheduleHistoryDialog";
import { SchedulesTable } from "../components/SchedulesTable";
import { SCHEDULE_FETCH_LIMIT, SCHEDULE_PAGE_SIZE } from "../model/schedule-paging";

const TITLE = "Schedule Reports";

type Open = { kind: "edit"; schedule: Schedule | null } | { kind: "history" | "delete"; schedule: Schedule } | null;

/**
 * /portal-admin/schedule-reports (spec 1 §2, spec 3 §7 schedule-report CRUD, history and retry): the schedules,
 * 20 a page; add, edit and delete them; each one's history with Retry on a failed run.
 */
export function ScheduleReportsPage(): ReactNode {
  const toast = useToast();
  // The types the API says the user may run and whose data exists (an unavailable type would only fail every run).
  const answered = useReportTypes();
  const types = useMemo(() => (answered.data ?? []).filter((t) => t.available), [answered.data]);
  const [open, setOpen] = useState<Open>(null);

  const list = useListParams({ name: "report-schedules" });
  const win = offsetWindow(list.page, SCHEDULE_PAGE_SIZE, SCHEDULE_FETCH_LIMIT);
  const query = useScheduleList({ offset: win.offset, limit: win.limit });
  const page = pageOfRows(
    win,
    SCHEDULE_PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.next_offset },
  );
  const remove = useDeleteSchedule();

  const close = (): void => setOpen(null);
  return (
    <Box data-testid="page" data-page-title={TITLE}>
      <PageHeader title={TITLE} crumbs={[{ label: "Admin", to: `${PATHS.admin}/` }, { label: TITLE }]} />
      <Box sx={{ display: "flex", justifyContent: "flex-end", mb: 2 }}>
        <Button variant="contained" onClick={() => setOpen({ kind: "edit", schedule: null })}>
          Add Schedule
        </Button>
      </Box>
      <SchedulesTable
        rows={page.rows}
        page={list.page}
        pageSize={SCHEDULE_PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
        onHistory={(schedule) => setOpen({ kind: "history", schedule })}
        onEdit={(schedule) => setOpen({ kind: "edit", schedule })}
        onDelete={(schedule) => setOpen({ kind: "delete", schedule })}
      />
      {open?.kind === "edit" && <ScheduleDialog schedule={open.schedule} types={types} onClose={close} />}
      {open?.kind === "history" && <ScheduleHistoryDialog schedule={open.schedule} onClose={close} />}
      {open?.kind === "delete" && (
        <ConfirmDialog
          title="Delete Schedule?"
          text={`${open.schedule.report_title} will no longer run. The reports it made stay.`}
          confirmLabel="Delete"
          danger
          busy={remove.isPending}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(open.schedule.id, {
              onSuccess: () => {
                toast.show({ type: "success", message: REPORT_MESSAGES.scheduleDeleted });
                close();
              },
            })
          }
        />
      )}
    </Box>
  );
}
