import { CALL_OUTCOME_LABELS, CALL_OUTCOMES, SHIFT_LABELS, type ShiftValue } from "@care/contracts";
import { Box, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { formatInZone } from "../../../lib/format/zoned-time";
import type { CoachDay } from "../api/agent-schedule";
import { OUTCOME_COLORS } from "../model/outcomes";

/** One coach's day: name, shift, the outcome counts, and the calls in time order. */
export function CoachDayCard({ coach, timeZone }: { coach: CoachDay; timeZone: string }): ReactNode {
  const shift = coach.shift ? (SHIFT_LABELS[coach.shift as ShiftValue] ?? coach.shift) : "No shift";
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Calls of ${coach.fullName}`}>
      <Box sx={{ display: "flex", alignItems: "baseline", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <Typography variant="h6" component="h2">
          {coach.fullName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {shift} · {coach.email}
          {coach.is_active ? "" : " · account disabled"}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, ml: "auto", flexWrap: "wrap" }}>
          {CALL_OUTCOMES.filter((o) => coach.counts[o] > 0).map((o) => (
            <Chip
              key={o}
              size="small"
              color={OUTCOME_COLORS[o]}
              label={`${CALL_OUTCOME_LABELS[o]} ${coach.counts[o]}`}
            />
          ))}
        </Box>
      </Box>
      {coach.calls.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No calls scheduled
        </Typography>
      ) : (
        <Table size="small" aria-label={`${coach.fullName}'s calls`}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>Time</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Member</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Callee</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Reason</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Duration</TableCell>
              <TableCell sx={{ fontWeight: 600 }}>Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {coach.calls.map((c) => (
              <TableRow key={c.call_id}>
                <TableCell>{formatInZone(c.start_time, timeZone, "hh:mm a")}</TableCell>
                <TableCell>{c.senior_name}</TableCell>
                <TableCell>{c.callee_type === "caregiver" ? `${c.callee_name} (caregiver)` : "Member"}</TableCell>
                <TableCell>{c.call_reason ?? "-"}</TableCell>
                <TableCell>{c.duration} min</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={OUTCOME_COLORS[c.outcome]}
                    label={CALL_OUTCOME_LABELS[c.outcome]}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
