import { RESPONSE_TIME_GROUP_LABELS } from "@care/contracts";
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import type { ResponseTimesData } from "../api/get-response-times";
import { percent, seconds } from "../model/period";

const GROUP_HEADERS = [
  "Alarms",
  "Within 60 s",
  "Within 180 s",
  "Median to take",
  "90th pct to take",
  "Median to first call",
  "90th pct to first call",
  "Untaken",
  "False alarms",
  "False-alarm rate",
] as const;

type Figures = ResponseTimesData["total"];

function FigureCells({ f }: { f: Figures }): ReactNode {
  return (
    <>
      <TableCell align="right">{f.alarms}</TableCell>
      <TableCell align="right">{percent(f.within_60_s_pct)}</TableCell>
      <TableCell align="right">{percent(f.within_180_s_pct)}</TableCell>
      <TableCell align="right">{seconds(f.take_median_s)}</TableCell>
      <TableCell align="right">{seconds(f.take_p90_s)}</TableCell>
      <TableCell align="right">{seconds(f.first_call_median_s)}</TableCell>
      <TableCell align="right">{seconds(f.first_call_p90_s)}</TableCell>
      <TableCell align="right">{f.untaken}</TableCell>
      <TableCell align="right">{f.false_alarms}</TableCell>
      <TableCell align="right">{percent(f.false_alarm_pct)}</TableCell>
    </>
  );
}

/** One row per facility or care agent, and the period's total below them. */
export function GroupsTable({ data }: { data: ResponseTimesData }): ReactNode {
  const label = RESPONSE_TIME_GROUP_LABELS[data.group_by];
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 3 }}>
      <Table size="small" aria-label={`Response times by ${label.toLowerCase()}`}>
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            {GROUP_HEADERS.map((h) => (
              <TableCell key={h} align="right">
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.groups.map((g) => (
            <TableRow key={g.group_id ?? "none"}>
              <TableCell>{g.name}</TableCell>
              <FigureCells f={g} />
            </TableRow>
          ))}
          <TableRow sx={{ "& td": { fontWeight: 600 } }}>
            <TableCell>All alarms</TableCell>
            <FigureCells f={data.total} />
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** False alarms per senior and device, the most first. */
export function DevicesTable({ data }: { data: ResponseTimesData }): ReactNode {
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        False alarms per member and device
      </Typography>
      {data.devices_total > data.devices.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          The {data.devices.length} with the most false alarms of {data.devices_total}.
        </Typography>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="False alarms per member and device">
          <TableHead>
            <TableRow>
              <TableCell>Member ID</TableCell>
              <TableCell>Member</TableCell>
              <TableCell>Device</TableCell>
              <TableCell align="right">Alarms</TableCell>
              <TableCell align="right">With an outcome</TableCell>
              <TableCell align="right">False alarms</TableCell>
              <TableCell align="right">False-alarm rate</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.devices.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>No Records Found</TableCell>
              </TableRow>
            )}
            {data.devices.map((d) => (
              <TableRow key={`${d.senior_id}:${d.device_id ?? ""}`}>
                <TableCell>{d.member_id}</TableCell>
                <TableCell>{d.senior_name}</TableCell>
                <TableCell>{d.device_identifier ?? "No device"}</TableCell>
                <TableCell align="right">{d.alarms}</TableCell>
                <TableCell align="right">{d.with_outcome}</TableCell>
                <TableCell align="right">{d.false_alarms}</TableCell>
                <TableCell align="right">{percent(d.false_alarm_pct)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
