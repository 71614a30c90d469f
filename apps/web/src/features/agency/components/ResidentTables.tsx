import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { format } from "date-fns";
import { useState, type ReactNode } from "react";
import { AlarmTimelineDialog } from "../../../lib/alarm-details/AlarmTimelineDialog";
import { NO_RECORDS } from "../../../lib/table/PagedTable";
import { MESSAGES_SHOWN, type ResidentMessages } from "../api/get-resident-messages";
import { sosFallTitle, type SosFallRows } from "../../../lib/shared/sos-fall";
import type { SeniorIds } from "../../../lib/shared/senior-profile";

const nsToDate = (ns: string): Date => new Date(Number(BigInt(ns) / 1_000_000n));
const DATE = "MM/dd/yyyy";
const TIME = "HH:mm";

function TableCard({ title, head, rows }: { title: string; head: string[]; rows: ReactNode[][] }): ReactNode {
  return (
    <Card variant="outlined" sx={{ height: "100%" }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          {title}
        </Typography>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((c, j) => (
                  <TableCell key={j}>{c}</TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={head.length} sx={{ textAlign: "center", color: "text.secondary" }}>
                  {NO_RECORDS}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/** 'Messages': the latest 20 approved care insights (date, time, message). */
export function MessagesTable({ data }: { data?: ResidentMessages }): ReactNode {
  const rows = (data?.items ?? []).slice(0, MESSAGES_SHOWN).map((m) => {
    const at = new Date(m.updated_on || m.timestamp);
    return [format(at, DATE), format(at, TIME), m.message];
  });
  return <TableCard title="Messages" head={["Date", "Time", "Message"]} rows={rows} />;
}

/**
 * 'Fall & SOS Detection': the last 30 days, SOS and falls merged, newest first, 20 rows. A row's type opens the
 * alarm's detail (its timeline and the responder block), as on the senior's dashboard.
 */
export function FallSosTable({ data, senior }: { data?: SosFallRows; senior: SeniorIds }): ReactNode {
  const [open, setOpen] = useState<SosFallRows[number] | null>(null);
  const rows = [...(data ?? [])]
    .sort((a, b) => (BigInt(b.time) > BigInt(a.time) ? 1 : BigInt(b.time) < BigInt(a.time) ? -1 : 0))
    .slice(0, 20)
    .map((e) => {
      const at = nsToDate(e.time);
      const type = (
        <Link
          component="button"
          type="button"
          onClick={() => setOpen(e)}
          aria-label={`Open the timeline of the ${sosFallTitle(e)}`}
        >
          {e.type === "sos" ? "SOS" : "Fall"}
        </Link>
      );
      return [format(at, DATE), format(at, TIME), type];
    });
  return (
    <>
      {open && (
        <AlarmTimelineDialog
          alarm={{ alarmId: open.alarm_id, seniorId: senior.seniorId, accountId: senior.accountId }}
          title={sosFallTitle(open)}
          onClose={() => setOpen(null)}
        />
      )}
      <TableCard title="Fall & SOS Detection" head={["Date", "Time", "Type"]} rows={rows} />
    </>
  );
}
