import { Box, Button, Stack } from "@mui/material";
import { useState, type ReactNode } from "react";
import { useCallEntry } from "../../../lib/call-entry/call-entry-context";
import type { SeniorRef } from "../../../lib/routing/senior-tabs";
import { formatInZone } from "../../../lib/format/zoned-time";
import { useListParams } from "../../../lib/table/list-params";
import { offsetWindow, pageOfRows } from "../../../lib/table/offset-window";
import { PagedTable, type Column } from "../../../lib/table/PagedTable";
import { useCallLogs, type CallLogRow } from "../api/get-call-logs";
import { LogCallDialog } from "../components/LogCallDialog";
import { capitalised, minutesText } from "../model/call-labels";

/** Spec 2 §9: list loaders default to 10 rows; the call-log route fetches up to 100 a call. */
const PAGE_SIZE = 10;
const FETCH_LIMIT = 100;

function columns(timeZone: string): Column<CallLogRow>[] {
  return [
    { key: "call_time", header: "Call Time", render: (r) => formatInZone(r.call_time, timeZone) },
    { key: "careagent_name", header: "Care Agent" },
    { key: "call_direction", header: "Direction", render: (r) => capitalised(r.call_direction) },
    { key: "call_reason", header: "Reason", render: (r) => r.call_reason ?? "-" },
    { key: "call_priority", header: "Priority", render: (r) => capitalised(r.call_priority) },
    { key: "duration", header: "Duration", render: (r) => minutesText(r.duration) },
    { key: "disposition", header: "Disposition", render: (r) => r.disposition ?? "-" },
    { key: "care_call_notes", header: "Notes", render: (r) => r.care_call_notes ?? "-" },
    {
      key: "action_item",
      header: "Action Items",
      render: (r) =>
        r.action_item.length === 0 ? (
          "-"
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {r.action_item.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </Box>
        ),
    },
  ];
}

/** The senior's Call Log tab (spec 2 §2): call logs newest first, logging a call, and the call-entry popup. */
export function CallLogTab({ senior }: { senior: SeniorRef }): ReactNode {
  const callEntry = useCallEntry();
  const [logging, setLogging] = useState(false);
  const list = useListParams({ name: "call-logs", seniorId: senior.seniorId });
  const win = offsetWindow(list.page, PAGE_SIZE, FETCH_LIMIT);
  const query = useCallLogs({
    senior_id: senior.seniorId,
    account_id: senior.accountId,
    offset: win.offset,
    limit: win.limit,
  });
  const page = pageOfRows(
    win,
    PAGE_SIZE,
    query.data && { items: query.data.items, total: query.data.total, nextOffset: query.data.next_offset },
  );
  return (
    <Box data-testid="call-log-tab">
      <Stack direction="row" spacing={2} sx={{ mb: 2, justifyContent: "flex-end" }}>
        <Button variant="outlined" onClick={() => callEntry.open(senior)}>
          Call Entry
        </Button>
        <Button variant="contained" onClick={() => setLogging(true)}>
          Log a Call
        </Button>
      </Stack>
      <PagedTable
        label="Call Log"
        columns={columns(senior.timezone)}
        rows={page.rows}
        rowKey={(r) => r.call_log_id}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={page.total}
        hasNext={page.hasNext}
        onPageChange={list.setPage}
        loading={query.isFetching}
        failed={query.isError}
      />
      {logging && <LogCallDialog senior={senior} onClose={() => setLogging(false)} />}
    </Box>
  );
}
