import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from "@mui/material";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { formatInZone } from "../../../lib/format/zoned-time";
import { NO_RECORDS, FETCH_FAILED } from "../../../lib/table/PagedTable";
import { useCallSchedule, type CallScheduleQuery, type ScheduledCall } from "../api/get-call-schedule";
import { CALL_STATUS_LABELS, isDueCall, minutesText } from "../model/call-labels";
import { CompleteCallDialog } from "./CompleteCallDialog";
import { schedulePeriod, stepSchedule, todayIn, type ScheduleView } from "../model/schedule-period";
import { useMinuteClock } from "../model/use-minute-clock";

export interface CallScheduleViewProps {
  /** Whose calls: a senior's (senior_id, account_id) or a care agent's (careagent_id). */
  who: Omit<CallScheduleQuery, "start_time" | "end_time">;
  /** The zone days are cut in and times are shown in. */
  timeZone: string;
  /** The care agent's page names the senior of each call; the senior's tab names the callee and the agent. */
  perspective: "agent" | "senior";
}

const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * Calls by day or week (spec 2 §2 'Call screens'): date and time, the senior or callee, reason, duration and
 * status, soonest first; a due call (open, its start time come) offers 'Call completed', which logs it
 * (CompleteCallDialog) and moves it to the Call Log. The view and the day live in the URL (?view=week&date=2026-03-09).
 */
export function CallScheduleView({ who, timeZone, perspective }: CallScheduleViewProps): ReactNode {
  const [params, setParams] = useSearchParams();
  const view: ScheduleView = params.get("view") === "day" ? "day" : "week";
  const raw = params.get("date");
  const period = schedulePeriod(view, isDay(raw) ? raw : todayIn(timeZone), timeZone);
  const query = useCallSchedule({ ...who, start_time: period.start, end_time: period.end });
  const [completing, setCompleting] = useState<ScheduledCall | null>(null);
  const now = useMinuteClock();

  const go = (next: { view?: ScheduleView; date?: string }): void =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        copy.set("view", next.view ?? view);
        copy.set("date", next.date ?? period.day);
        return copy;
      },
      { replace: true },
    );

  const headers =
    perspective === "agent"
      ? ["Date", "Time", "Senior", "Callee", "Reason", "Duration", "Status", "Actions"]
      : ["Date", "Time", "Callee", "Care Agent", "Reason", "Duration", "Status", "Actions"];
  const calls = query.data ?? [];
  return (
    <Box>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2, flexWrap: "wrap" }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, v: ScheduleView | null) => v && go({ view: v })}
          aria-label="Schedule view"
        >
          <ToggleButton value="day">Day</ToggleButton>
          <ToggleButton value="week">Week</ToggleButton>
        </ToggleButtonGroup>
        <IconButton aria-label="Previous" onClick={() => go({ date: stepSchedule(view, period.day, -1, timeZone) })}>
          <ChevronLeft />
        </IconButton>
        <Typography sx={{ minWidth: 200, textAlign: "center" }} aria-label="Schedule period">
          {period.label}
        </Typography>
        <IconButton aria-label="Next" onClick={() => go({ date: stepSchedule(view, period.day, 1, timeZone) })}>
          <ChevronRight />
        </IconButton>
        <Button size="small" onClick={() => go({ date: todayIn(timeZone) })}>
          Today
        </Button>
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Call schedule" aria-busy={query.isFetching || undefined}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h} sx={{ fontWeight: 600 }}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {calls.map((c) => (
              <TableRow key={c.call_id}>
                <TableCell>{formatInZone(c.start_time, timeZone, "EEE MM/dd/yyyy")}</TableCell>
                <TableCell>
                  {formatInZone(c.start_time, timeZone, "hh:mm a")} – {formatInZone(c.end_time, timeZone, "hh:mm a")}
                </TableCell>
                {perspective === "agent" && <TableCell>{c.senior_name}</TableCell>}
                <TableCell>{c.callee_name}</TableCell>
                {perspective === "senior" && <TableCell>{c.careagent_name}</TableCell>}
                <TableCell>{c.call_reason ?? "-"}</TableCell>
                <TableCell>{minutesText(c.duration)}</TableCell>
                <TableCell>{CALL_STATUS_LABELS[c.call_status]}</TableCell>
                <TableCell>
                  {isDueCall(c, now) && (
                    <Button size="small" variant="contained" onClick={() => setCompleting(c)}>
                      Call completed
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!query.isFetching && calls.length === 0 && (
              <TableRow>
                <TableCell colSpan={headers.length} align="center">
                  {query.isError ? FETCH_FAILED : NO_RECORDS}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {completing && <CompleteCallDialog call={completing} timeZone={timeZone} onClose={() => setCompleting(null)} />}
    </Box>
  );
}
