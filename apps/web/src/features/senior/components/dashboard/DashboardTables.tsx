import { nsToMs } from "@care/contracts";
import { Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { format } from "date-fns";
import { useState, type ReactNode } from "react";
import type { SeniorMessages } from "../../api/get-senior-messages";
import { AlarmTimelineDialog } from "../../../../lib/alarm-details/AlarmTimelineDialog";
import { seniorPath, type SeniorRef } from "../../../../lib/routing/senior-tabs";
import { sosFallTitle, type SosFallRows } from "../../../../lib/shared/sos-fall";

const DATE = "MM/dd/yyyy";
const TIME = "HH:mm";

function Empty({ cols, failed }: { cols: number; failed: boolean }): ReactNode {
  return (
    <TableRow>
      <TableCell colSpan={cols}>
        <Typography color="text.secondary">
          {failed ? "Results could not be fetched. Please try again" : "No Records Found"}
        </Typography>
      </TableCell>
    </TableRow>
  );
}

/** 'Messages': date, time and message of the approved care insights, in the server's sort-weight order. */
export function MessagesTable({ data, failed }: { data: SeniorMessages | undefined; failed: boolean }): ReactNode {
  const rows = data?.items ?? [];
  return (
    <Table size="small" aria-label="Messages">
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Time</TableCell>
          <TableCell>Message</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <Empty cols={3} failed={failed} />
        ) : (
          rows.map((m) => (
            <TableRow key={m.care_insight_id}>
              <TableCell>{format(new Date(m.updated_on), DATE)}</TableCell>
              <TableCell>{format(new Date(m.updated_on), TIME)}</TableCell>
              <TableCell>{m.message}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

type SosFallRow = SosFallRows[number];

export interface SosFallTableProps {
  data: SosFallRows | undefined;
  failed: boolean;
  senior: SeniorRef;
}

/**
 * 'Fall & SOS Detection': SOS and falls of the last 30 days, newest first, at most 20. A row's type opens the alarm's
 * detail: its timeline (issue 27 item 5) and the responder block.
 */
export function SosFallTable({ data, failed, senior }: SosFallTableProps): ReactNode {
  const rows = data ?? [];
  const [open, setOpen] = useState<SosFallRow | null>(null);
  return (
    <>
      {open && (
        <AlarmTimelineDialog
          alarm={{ alarmId: open.alarm_id, seniorId: senior.seniorId, accountId: senior.accountId }}
          title={sosFallTitle(open)}
          locationHref={seniorPath(senior, "senior-location")}
          onClose={() => setOpen(null)}
        />
      )}
      <SosFallRowsTable rows={rows} failed={failed} onOpen={setOpen} />
    </>
  );
}

function SosFallRowsTable({
  rows,
  failed,
  onOpen,
}: {
  rows: SosFallRows;
  failed: boolean;
  onOpen(row: SosFallRow): void;
}): ReactNode {
  return (
    <Table size="small" aria-label="Fall & SOS Detection">
      <TableHead>
        <TableRow>
          <TableCell>Type</TableCell>
          <TableCell>Date</TableCell>
          <TableCell>Time</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <Empty cols={4} failed={failed} />
        ) : (
          rows.map((a) => {
            const at = new Date(nsToMs(a.time));
            return (
              <TableRow key={a.alarm_id} hover>
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(a)}
                    aria-label={`Open the timeline of the ${sosFallTitle(a)}`}
                  >
                    {a.type === "sos" ? "SOS" : "Fall"}
                  </Link>
                </TableCell>
                <TableCell>{format(at, DATE)}</TableCell>
                <TableCell>{format(at, TIME)}</TableCell>
                <TableCell sx={{ textTransform: "capitalize" }}>{a.status}</TableCell>
              </TableRow>
            );
          })
        )}
      </TableBody>
    </Table>
  );
}
